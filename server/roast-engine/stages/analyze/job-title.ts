/**
 * A job title or a list of them: a role word ("founder", "engineer", "student"), "at" and a
 * capitalised name ("at Stripe", not "at the sea"), or items joined by pipes. The profile pass
 * and the thread pass both read a headline by it.
 */
const ROLE =
  /\b(founder|ceo|cto|chief|officer|head of|director|manager|lead|engineer|developer|designer|scientist|consultant|coach|speaker|entrepreneur|investor|advisor|analyst|leader|strategist|marketer|recruiter|intern|student|barista|nurse|teacher)\b|\S \| \S/i;
const AT_COMPANY = /\bat \p{Lu}/u;

export const looksLikeJobTitle = (text: string): boolean => ROLE.test(text) || AT_COMPANY.test(text);
