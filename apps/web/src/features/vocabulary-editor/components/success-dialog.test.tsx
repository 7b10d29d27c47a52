import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SuccessDialog } from './success-dialog';

describe('SuccessDialog', () => {
  it("shows 'Success!' and the message, Continue focused, and continues on click or Escape", async () => {
    const onContinue = vi.fn();
    renderWithProviders(<SuccessDialog open message="3 words added successfully!" onContinue={onContinue} />);
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveAccessibleDescription('3 words added successfully!');
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveFocus();
    const user = userEvent.setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<SuccessDialog open={false} message="x" onContinue={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
