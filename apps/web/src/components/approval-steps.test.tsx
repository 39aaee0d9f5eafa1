import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApprovalSteps, currentApprovalStep, type ApprovalDetail, type ApprovalFlow } from './approval-steps';
import { inLanguage } from './test-lang';

afterEach(cleanup);
beforeEach(async () => {
  await inLanguage('en');
});

const approved: ApprovalDetail = {
  detailID: 1,
  description: 'Manager',
  approver: 'Somchai Jaidee',
  approverEmail: 'somchai@example.com',
  status: 1,
  statusDescription: null,
  processDate: '2026-03-15T09:30:00+07:00',
};

const waiting: ApprovalDetail = {
  detailID: 2,
  description: 'Juristic manager',
  approver: null,
  status: null,
  users: [
    { userID: 'u1', name: 'Suda Rakdee', email: 'suda@example.com' },
    { userID: 'u2', name: 'Anan Meesuk' },
  ],
};

function flowOf(details: ApprovalDetail[]): ApprovalFlow {
  return {
    createdBy: 'Preecha Klahan',
    email: 'preecha@example.com',
    createdDate: '2026-03-14T16:05:00+07:00',
    details,
  };
}

/** The antd step items, step 0 being the creator. */
function steps(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-steps-item'));
}

function currentIndex(): number {
  return steps().findIndex((step) => step.classList.contains('ant-steps-item-process'));
}

describe('approval steps', () => {
  it('puts the current step two past the last detail that has an approver', () => {
    expect(currentApprovalStep([])).toBe(1);
    expect(currentApprovalStep([waiting, waiting])).toBe(1);
    expect(currentApprovalStep([approved, waiting, waiting])).toBe(2);
    expect(currentApprovalStep([approved, approved, waiting])).toBe(3);
    // A blank approver does not count.
    expect(currentApprovalStep([approved, { ...waiting, approver: ' ' }])).toBe(2);
    // The last detail with an approver counts even after a gap.
    expect(currentApprovalStep([waiting, approved, waiting])).toBe(3);
  });

  it('shows the waiting detail as the current step', () => {
    render(
      <ApprovalSteps
        flow={flowOf([approved, waiting, { ...waiting, detailID: 3, description: 'Committee' }])}
      />,
    );
    expect(steps()).toHaveLength(4);
    expect(currentIndex()).toBe(2);
    expect(within(steps()[2]!).getByText('Juristic manager')).toBeTruthy();
  });

  it('shows every step done when every detail has an approver', () => {
    render(<ApprovalSteps flow={flowOf([approved, { ...approved, detailID: 2 }])} />);
    expect(currentIndex()).toBe(-1);
    expect(steps().every((step) => step.classList.contains('ant-steps-item-finish'))).toBe(true);
  });

  it('shows the creator first with the created date', async () => {
    await inLanguage('th');
    render(<ApprovalSteps flow={flowOf([waiting])} />);
    const creator = steps()[0]!;
    expect(within(creator).getByText('ผู้จัดทำเอกสาร')).toBeTruthy();
    expect(creator.textContent).toContain('Preecha Klahan');
    expect(creator.textContent).toContain('14/03/2569 16:05');
  });

  it('shows the approver, the status and the process date of a step acted on', () => {
    render(<ApprovalSteps flow={flowOf([approved])} />);
    const step = steps()[1]!;
    expect(step.textContent).toContain('Somchai Jaidee');
    expect(step.textContent).toContain('somchai@example.com');
    expect(step.textContent).toContain('15/03/2026 09:30');
    const status = within(step).getByText('Approved');
    expect(status.closest('.ant-typography-success')).not.toBeNull();
  });

  it('lists who may approve a step nobody has acted on', () => {
    render(<ApprovalSteps flow={flowOf([waiting])} />);
    const step = steps()[1]!;
    expect(
      within(step)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Suda Rakdee (suda@example.com)', 'Anan Meesuk']);
    expect(step.querySelector('.ant-typography-success, .ant-typography-danger')).toBeNull();
  });

  it('shows status 1 as success, 2 as danger, 4 as muted and others without status text', () => {
    render(
      <ApprovalSteps
        flow={flowOf([
          { ...approved, detailID: 1, status: 1, statusDescription: 'Approved by manager' },
          { ...approved, detailID: 2, status: 2, statusDescription: 'Rejected' },
          { ...approved, detailID: 3, status: 4, statusDescription: 'Skipped' },
          { ...approved, detailID: 4, status: 3, statusDescription: 'Something else' },
        ])}
      />,
    );
    const [, one, two, four, three] = steps();
    expect(within(one!).getByText('Approved by manager').closest('.ant-typography-success')).not.toBeNull();
    expect(within(two!).getByText('Rejected').closest('.ant-typography-danger')).not.toBeNull();
    expect(within(four!).getByText('Skipped').closest('.ant-typography-secondary')).not.toBeNull();
    expect(three!.textContent).not.toContain('Something else');
    expect(two!.classList.contains('ant-steps-item-error')).toBe(true);
  });

  it('gives the status its default label in Thai when the server sends none', async () => {
    await inLanguage('th');
    render(<ApprovalSteps flow={flowOf([{ ...approved, status: 2, statusDescription: null }])} />);
    expect(within(steps()[1]!).getByText('ไม่อนุมัติ').closest('.ant-typography-danger')).not.toBeNull();
    expect(steps()[1]!.textContent).toContain('15/03/2569 09:30');
  });
});
