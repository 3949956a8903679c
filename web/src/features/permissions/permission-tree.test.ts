import { describe, expect, it } from 'vitest';
import { ancestorsOf, containedTree } from './permission-tree.ts';

const defs = [
  { id: 'admin', contained_permission_ids: ['editor', '$read_members'] },
  { id: 'editor', contained_permission_ids: ['reader'] },
  { id: 'reader', contained_permission_ids: [] },
  { id: '$read_members', contained_permission_ids: [], description: 'Read members' },
];

describe('permission tree', () => {
  it('nests contained permissions transitively', () => {
    expect(containedTree(defs[0]!, defs)).toEqual([
      { id: 'editor', description: undefined, children: [{ id: 'reader', description: undefined, children: [] }] },
      { id: '$read_members', description: 'Read members', children: [] },
    ]);
  });
  it('stops at a permission already on the branch instead of looping', () => {
    const loop = [{ id: 'a', contained_permission_ids: ['b'] }, { id: 'b', contained_permission_ids: ['a'] }];
    expect(containedTree(loop[0]!, loop)).toEqual([{ id: 'b', description: undefined, children: [{ id: 'a', description: undefined, children: [], repeated: true }] }]);
  });
  it('ancestors: every permission that leads to the given one (those a definition may not contain)', () => {
    expect([...ancestorsOf('reader', defs)].sort()).toEqual(['admin', 'editor', 'reader']);
    expect([...ancestorsOf('admin', defs)]).toEqual(['admin']);
  });
});
