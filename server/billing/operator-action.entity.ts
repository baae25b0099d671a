import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';

/** What an operator did by script (grant credits, terminate or extend a subscription), why, and who ran it. */
export const OperatorAction = defineEntity({
  name: 'OperatorAction',
  tableName: 'operator_actions',
  properties: {
    ...baseProperties,
    action: p.string().length(32),
    userId: p.uuid().nullable().index(),
    userEmail: p.string().length(254),
    reason: p.string().length(300),
    details: p.json<Record<string, unknown>>(),
    /** The operating-system user who ran the script. */
    actor: p.string().length(80),
  },
});
export type IOperatorAction = InferEntity<typeof OperatorAction>;
