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
