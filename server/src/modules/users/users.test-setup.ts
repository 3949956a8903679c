import { expect } from 'vitest';
import { testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { findProject } from '../projects/projects.records.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { createUser, type NewUser } from './users.service.ts';

/**
 * Test SET-UP through services (the sign-up routes are built elsewhere): a user of the project and
 * a live session for it. Everything a test asserts still goes through HTTP.
 */
export async function signedInUser(project: TestProject, fields: NewUser = {}) {
  const deps = await testDeps();
  const record = await findProject(deps.em, project.id);
  if (!record) throw new Error(`test project ${project.id} vanished`);
  const user = await createUser(deps, record, { primaryEmail: uniqueEmail(), ...fields });
  const session = await createSession(deps, user);
  return { user, ...session };
}

/** Asserts a known-error response: status, x-stack-known-error header and body code agree. */
export function expectKnownError(response: Response, error: unknown, status: number, code: string) {
  expect({ status: response.status, header: response.headers.get('x-stack-known-error'), code: (error as { code?: string } | undefined)?.code }).toEqual({
    status,
    header: code,
    code,
  });
}
