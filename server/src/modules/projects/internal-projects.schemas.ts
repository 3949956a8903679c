import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { nonEmpty, url, uuid } from '../../http/schemas.ts';
import { ProjectConfigSchema, ProjectConfigUpdate } from './project-config.ts';

/**
 * The admin view of a project (wire-contract §9.20): everything the dashboard edits, including the
 * whole stored configuration. Only its owners (admin key or owner's admin access token) see it.
 */
export const AdminProject = z
  .object({
    id: z.string().openapi({ example: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' }),
    display_name: z.string().openapi({ example: 'My app' }),
    description: z.string().openapi({ example: 'Sign-in for the customer portal' }),
    created_at_millis: z.number().int(),
    is_production_mode: z.boolean(),
    owner_team_id: z.string().nullable(),
    logo_url: z.string().nullable(),
    logo_full_url: z.string().nullable(),
    config: ProjectConfigSchema,
  })
  .openapi('AdminProject');

export const AdminProjectList = z
  .object({ items: z.array(AdminProject), is_paginated: z.literal(false) })
  .openapi('AdminProjectList');

/** Fields both create and update accept; `config` keys are merged, each list replaces the stored list. */
const editable = {
  display_name: nonEmpty(LIMITS.displayName).openapi({ example: 'My app' }),
  description: z.string().max(LIMITS.description).nullable().optional(),
  is_production_mode: z.boolean().optional(),
  logo_url: url.nullable().optional(),
  logo_full_url: url.nullable().optional(),
  config: ProjectConfigUpdate.optional(),
};

export const CreateProjectBody = z
  .object({ ...editable, owner_team_id: uuid.openapi({ description: 'A team of the internal project the caller belongs to; its members administer the project.' }) })
  .strict()
  .openapi('CreateProjectBody');

export const UpdateProjectBody = z
  .object({ ...editable, display_name: editable.display_name.optional() })
  .strict()
  .openapi('UpdateProjectBody');

/**
 * POST /internal/projects/transfer (SPEC §7): moves a project to another team of the internal
 * project. Project ids are UUIDs or `internal`, so the id is any non-empty string.
 */
export const TransferProjectBody = z
  .object({
    project_id: nonEmpty(LIMITS.token).openapi({ description: 'The project to move; the caller must hold team_admin in the team that owns it now.', example: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10' }),
    new_team_id: uuid.openapi({ description: 'A team of the internal project the caller is a member of; its members administer the project from now on.', example: '6c1f7b1e-9d1e-4c3a-8b55-0f8a8d0c2e11' }),
  })
  .strict()
  .openapi('TransferProjectBody');
