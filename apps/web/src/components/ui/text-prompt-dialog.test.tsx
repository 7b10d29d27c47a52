import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryNameRule } from '@/app/routes/components-page';
import { TextPromptDialog } from './text-prompt-dialog';

function setup(validate = categoryNameRule) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <TextPromptDialog
      open
      title="New category"
      label="Category name"
      validate={validate}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel, input: screen.getByLabelText('Category name') };
}

describe('TextPromptDialog', () => {
  it('is a modal dialog focused on its input', () => {
    const { input } = setup();
    expect(screen.getByRole('dialog', { name: 'New category' })).toHaveAttribute('aria-modal', 'true');
    expect(input).toHaveFocus();
  });

  it('requires a non-blank value', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the custom rule to the trimmed value', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, ' ab {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Category name must be at least 3 characters long');
    await userEvent.clear(input);
    await userEvent.type(input, `${'x'.repeat(51)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Category name must be less than 50 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed value on Enter', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '  Kitchen  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Kitchen');
  });

  it('cancels on Escape', async () => {
    const { onCancel, onSubmit } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('TextPromptDialog while saving', () => {
  it('takes its own blank message, shows an outside error, and refuses a second submit while pending', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const props = { open: true, title: 'Rename', label: 'New name', emptyMessage: 'Name cannot be empty', onSubmit, onCancel };
    const { rerender } = render(<TextPromptDialog {...props} />);
    await userEvent.type(screen.getByLabelText('New name'), ' {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Name cannot be empty');

    rerender(<TextPromptDialog {...props} initialValue="Kitchen" pending error="Failed to rename category: Request timeout" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to rename category: Request timeout');
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New name'), 'x{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
