import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_MESSAGES } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { signIn, signOut } from '@/test/sign-in';
import { PEOPLE } from './testing/fake-classes-server';
import { renderClassPages } from './testing/render-class-pages';

const toastText = () => useToastStore.getState().current?.text;
const everyClass = () => screen.findByRole('list', { name: 'Every class (admin)' });
const classNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  // An administrator who neither teaches nor belongs to any class.
  signIn({ role: 'admin', id: String(PEOPLE.root.id), username: PEOPLE.root.username });
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
});

describe('/classes/{id} for an administrator', () => {
  it('shows somebody’s class read only: no invite, no assigning, no changes to assignments or members', async () => {
    renderClassPages('/classes/1');
    expect(await screen.findByRole('heading', { name: 'Year 7', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Admin view')).toBeInTheDocument();
    expect(screen.getByText('You see this class as an administrator: read only.')).toBeInTheDocument();
    expect(screen.getByText('Teachers: anna (creator)')).toBeInTheDocument();

    // What they may read: the assignments, the members, everyone's progress, the hardest words.
    const assignments = screen.getByRole('list', { name: 'Assignments' });
    expect(within(assignments).getAllByRole('listitem')).toHaveLength(2);
    const members = screen.getByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.classes__person-name')?.textContent),
    ).toEqual(['vera', 'boris', 'alla']);
    expect(await screen.findByRole('table', { name: 'Progress of each member on each assignment' })).toBeInTheDocument();
    const hardest = screen.getByRole('region', { name: 'Hardest words' });
    expect(within(hardest).getByText(/hare —/)).toBeInTheDocument();

    // What they may not do.
    expect(screen.queryByRole('heading', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Join link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign a category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change due date of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(members).queryByRole('button')).not.toBeInTheDocument();
    expect(within(hardest).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username of the co-teacher')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave class' })).not.toBeInTheDocument();
    // Deleting it is theirs.
    expect(screen.getByRole('button', { name: 'Delete class' })).toBeInTheDocument();
  });

  it('deletes the class after confirming, and lands on /classes where the class is gone', async () => {
    const { server, where } = renderClassPages('/classes');
    expect(await screen.findByRole('heading', { name: 'You are in no class yet' })).toBeInTheDocument();
    expect(classNames(await everyClass())).toEqual(['Year 7', 'French club']);
    await userEvent.click(within(await everyClass()).getByRole('link', { name: 'Year 7' }));
    await waitFor(() => expect(where()).toBe('/classes/1'));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete class' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Year 7”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/classes/1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete class' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Year 7”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    await waitFor(() => expect(where()).toBe('/classes'));
    expect(server.callsTo('DELETE /api/classes/1')).toHaveLength(1);
    expect(toastText()).toBe('Class “Year 7” deleted');
    await waitFor(async () => expect(classNames(await everyClass())).toEqual(['French club']));
  });

  it('shows a refused deletion in the dialog and stays on the class', async () => {
    const { server, where } = renderClassPages('/classes/1');
    server.override('DELETE /api/classes/1', { status: 403, body: { error: CLASS_MESSAGES.onlyOwner } }, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete class' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Year 7”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.onlyOwner);
    expect(where()).toBe('/classes/1');
    expect(screen.getByRole('heading', { name: 'Year 7', level: 2 })).toBeInTheDocument();
  });
});
