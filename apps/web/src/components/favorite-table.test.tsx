import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteTable, type FavoriteRow } from './favorite-table';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

type Report = FavoriteRow & { id: string; name: string };

const reports: Report[] = [
  { id: 'r1', name: 'Aging report', isFavorite: true },
  { id: 'r2', name: 'Receipt summary', isFavorite: false },
];

describe('favorite table', () => {
  it('stars and unstars one row', async () => {
    const onToggle = vi.fn<(row: Report, favorite: boolean) => void>();
    render(<FavoriteTable rows={reports} onToggle={onToggle} onToggleAll={vi.fn()} />);
    const remove = screen.getByRole('button', { name: 'Remove Aging report from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(remove);
    expect(onToggle).toHaveBeenLastCalledWith(reports[0], false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Receipt summary to favourites' }));
    expect(onToggle).toHaveBeenLastCalledWith(reports[1], true);
  });

  it('stars every row from the header when some are not starred', async () => {
    const onToggleAll = vi.fn<(favorite: boolean) => void>();
    render(<FavoriteTable rows={reports} onToggle={vi.fn()} onToggleAll={onToggleAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add all to favourites' }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('unstars every row from the header when all are starred', async () => {
    const onToggleAll = vi.fn<(favorite: boolean) => void>();
    const all = reports.map((r) => ({ ...r, isFavorite: true }));
    render(<FavoriteTable rows={all} onToggle={vi.fn()} onToggleAll={onToggleAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove all from favourites' }));
    expect(onToggleAll).toHaveBeenCalledWith(false);
  });

  it('labels the stars in Thai', async () => {
    await inLanguage('th');
    render(<FavoriteTable rows={reports} onToggle={vi.fn()} onToggleAll={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'เพิ่ม Receipt summary ในรายการโปรด' })).toBeTruthy();
  });
});
