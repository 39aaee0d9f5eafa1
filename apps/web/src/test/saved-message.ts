import { act, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { expect } from 'vitest';

/** The texts of antd's messages showing now (a screen may hold more than one message list). */
function notices(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent?.trim() ?? '');
}

/**
 * A routine save said the short way (showSaved): `text` shows in antd's message at the top of the page and no
 * 'complete' dialog opened to be clicked away. The message is then taken down, so the next test starts with none.
 */
export async function expectSavedMessage(text: string | RegExp): Promise<void> {
  const said = (shown: string) => (typeof text === 'string' ? shown === text : text.test(shown));
  await waitFor(() =>
    expect(notices().some(said), `a short message ${String(text)} in ${JSON.stringify(notices())}`).toBe(
      true,
    ),
  );
  expect(document.querySelector('.ant-modal-confirm-success'), "a 'complete' dialog").toBeNull();
  act(() => message.destroy());
}

/** No short save message showed (the save was refused). */
export function expectNoSavedMessage(): void {
  expect(notices(), 'a short save message').toEqual([]);
}
