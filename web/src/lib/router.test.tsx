import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, navigate, useLocation, useSearchParams } from './router.tsx';

describe('URL-state router', () => {
  it('matches patterns and decodes params', () => {
    expect(matchPath('/projects/:projectId/users/:userId', '/projects/p1/users/u%201')).toEqual({ projectId: 'p1', userId: 'u 1' });
    expect(matchPath('/projects/:projectId', '/projects/p1/')).toEqual({ projectId: 'p1' });
    expect(matchPath('/projects/:projectId', '/projects/p1/users')).toBeNull();
    expect(matchPath('/handler/sign-in', '/handler/sign-up')).toBeNull();
  });

  it('keeps the state in the URL: links push, search updates replace', async () => {
    function Probe() {
      const { pathname } = useLocation();
      const [search, setSearch] = useSearchParams();
      return (
        <>
          <output data-testid="where">{pathname + (search.toString() ? `?${search}` : '')}</output>
          <Link href="/projects/p1/users">Users</Link>
          <button onClick={() => setSearch({ q: 'ada', size: 20 })}>Filter</button>
          <button onClick={() => setSearch({ q: null })}>Clear</button>
        </>
      );
    }
    act(() => navigate('/projects'));
    const user = userEvent.setup();
    render(<Probe />);
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(screen.getByTestId('where').textContent).toBe('/projects/p1/users');
    expect(window.history.length).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByTestId('where').textContent).toBe('/projects/p1/users?q=ada&size=20');
    expect(window.history.length).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('where').textContent).toBe('/projects/p1/users?size=20');
    act(() => window.history.back());
  });
});
