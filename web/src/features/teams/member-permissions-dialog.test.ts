import { describe, expect, it } from 'vitest';
import { changeSummary, permissionChanges } from './member-permissions-dialog.tsx';

// Issue 22 item 7: the dialog sends only differences, and says them before Save.
describe('member permissions draft', () => {
  const order = ['$read_members', 'edit_docs', 'read_docs', 'team_admin'];
  it('lists grants and removals in the definitions order, and nothing for an unchanged draft', () => {
    expect(permissionChanges(order, ['team_admin', 'read_docs'], new Set(['read_docs', 'edit_docs', '$read_members']))).toEqual({ grant: ['$read_members', 'edit_docs'], remove: ['team_admin'] });
    expect(changeSummary({ grant: ['$read_members', 'edit_docs'], remove: ['team_admin'] })).toBe('Grant: $read_members, edit_docs · Remove: team_admin');
    expect(permissionChanges(order, ['read_docs'], new Set(['read_docs']))).toEqual({ grant: [], remove: [] });
    expect(changeSummary({ grant: [], remove: [] })).toBeNull();
  });
  it('ignores a held permission the project no longer defines (nothing to untick, nothing to send)', () => {
    expect(permissionChanges(order, ['gone'], new Set())).toEqual({ grant: [], remove: [] });
  });
});
