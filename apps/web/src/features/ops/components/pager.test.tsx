import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
const renderAt = (address: string, page: { items: number[]; total: number; page: number }) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Pager of={{ ...page, page_size: 50 }} what="Complaints" />
    </MemoryRouter>,
  );

describe('a console list’s pages', () => {
  it('says which rows of how many it shows and links either side, keeping the filter', () => {
    renderAt('/ops/grievances?state=OPEN&page=2', { items: rows(50), total: 120, page: 2 });
    expect(screen.getByRole('status').textContent).toBe('Showing 51–100 of 120');
    const pages = screen.getByRole('navigation', { name: 'Complaints: pages' });
    const links = [...pages.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Previous page', '/ops/grievances?state=OPEN'],
      ['Next page', '/ops/grievances?state=OPEN&page=3'],
    ]);
  });

  it('offers no next page on the last one, and leads back from a page past the end', () => {
    renderAt('/ops/grievances?page=3', { items: rows(20), total: 120, page: 3 });
    expect(screen.getByRole('status').textContent).toBe('Showing 101–120 of 120');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    renderAt('/ops/grievances?page=9', { items: [], total: 120, page: 9 });
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('Page 9 is past the end: 120 in all');
    expect(screen.getAllByRole('link', { name: 'Previous page' })[1]!.getAttribute('href')).toBe(
      '/ops/grievances?page=3',
    );
  });

  it('shows nothing when the whole list fits on one page', () => {
    renderAt('/ops/kyc', { items: rows(12), total: 12, page: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
