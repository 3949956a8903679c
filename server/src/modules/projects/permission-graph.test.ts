import { describe, expect, it } from 'vitest';
import { PermissionGraph } from './permission-graph.ts';

describe('PermissionGraph', () => {
  const graph = () => new PermissionGraph({ 'docs:admin': ['docs:write', 'b:read'], 'docs:write': ['docs:read'], 'b:read': [], loop_a: ['loop_b'], loop_b: ['loop_a'] });

  it('heldThrough: everything the direct ids contain, transitively, each once, in byte order', () => {
    expect(graph().heldThrough(['docs:admin'])).toEqual(['b:read', 'docs:admin', 'docs:read', 'docs:write']);
    expect(graph().heldThrough(['docs:write', 'docs:admin'])).toEqual(['b:read', 'docs:admin', 'docs:read', 'docs:write']);
    expect(graph().heldThrough(['$read_members', 'docs:read'])).toEqual(['$read_members', 'docs:read']);
    expect(graph().heldThrough(['loop_a'])).toEqual(['loop_a', 'loop_b']);
    expect(graph().heldThrough([])).toEqual([]);
  });

  it('heldThrough answers the same again, and stays right past the bound of its memo', () => {
    const g = graph();
    const first = g.heldThrough(['docs:write']);
    expect(g.heldThrough(['docs:write'])).toEqual(first);
    for (let i = 0; i < 2_500; i++) expect(g.heldThrough([`p${i}`, 'docs:write'])).toEqual(['docs:read', 'docs:write', `p${i}`].sort());
    expect(g.heldThrough(['docs:write'])).toEqual(['docs:read', 'docs:write']);
  });
});
