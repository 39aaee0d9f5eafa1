import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import '../../i18n';
import { confirmDiscardChanges } from '../../components/dialogs';
import { useUnsavedChangesGuard } from './unsaved-changes';

vi.mock('../../components/dialogs', () => ({ confirmDiscardChanges: vi.fn() }));

function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <div>
      <input aria-label="name" onChange={() => setDirty(true)} />
      <Link to="/elsewhere">leave</Link>
      <Link to="/form?tab=2">tab</Link>
    </div>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Editor /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('unsaved changes', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lets a clean form go without asking', async () => {
    const router = renderEditor();
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(confirmDiscardChanges).not.toHaveBeenCalled();
  });

  it('asks before leaving a dirty form, and stays on No', async () => {
    vi.mocked(confirmDiscardChanges).mockResolvedValue(false);
    const router = renderEditor();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() =>
      expect(confirmDiscardChanges).toHaveBeenCalledWith('ยังไม่ได้บันทึกข้อมูล', expect.any(String)),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
  });

  it('leaves on Yes; a change of query on the same screen is not leaving', async () => {
    vi.mocked(confirmDiscardChanges).mockResolvedValue(true);
    const router = renderEditor();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByText('tab'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(confirmDiscardChanges).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(confirmDiscardChanges).toHaveBeenCalledTimes(1);
  });
});
