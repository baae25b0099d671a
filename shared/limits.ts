/**
 * The most calls one batched API request may carry. Our pages send a handful at a time; the client's
 * batch link splits above this, and the server refuses more (a request of thousands would freeze it).
 */
export const MAX_BATCH_CALLS = 20;
