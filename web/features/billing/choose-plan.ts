/** The plan-button behaviour, for features that show plans (the landing pricing section). */
export { planKey, useChoosePlan } from "./use-choose-plan";
