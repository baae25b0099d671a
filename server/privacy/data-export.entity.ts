import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../db/user.entity';
import { baseProperties } from '../db/base';

export const DATA_EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * « Exporter mes données »: a ZIP of everything the account holds, made by the `privacy.export`
 * job, downloadable by its owner only until `expiresAt` (7 days), then deleted by the daily pass.
 */
export const DataExport = defineEntity({
  name: 'DataExport',
  tableName: 'data_exports',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    status: p.enum(DATA_EXPORT_STATUSES).default('pending'),
    /** 0–100 while it is made. */
    progress: p.integer().default(0),
    fileKey: p.string().length(200).nullable().index(),
    bytes: p.integer().nullable(),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    error: p.string().length(300).nullable(),
  },
});
export type IDataExport = InferEntity<typeof DataExport>;
