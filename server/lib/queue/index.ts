export { defineJob, type JobContext, type JobDefinition, type JobHandler, type JobOptions, type JobPayload, type QueuePolicy } from "./job-definition";
export { createQueue, type Queue, type QueueOptions, type QueueState, type SendOptions } from "./pg-boss-queue";
export { handBackReason, isHandedBack } from "./hand-back";
