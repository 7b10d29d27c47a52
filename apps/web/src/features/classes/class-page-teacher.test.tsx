import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_LIMITS, CLASS_MESSAGES } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { captureDownloads, releaseDownloads } from '@/test/capture-downloads';
import { signIn, signOut } from '@/test/sign-in';
import { CSV_DATE, PEOPLE, fakeClassesServer } from './testing/fake-classes-server';
import { renderClassPages } from './testing/render-class-pages';

const toastText = () => useToastStore.getState().current?.text;
const className = (name: string) => screen.findByRole('heading', { name, level: 2 });
const teachersList = () => screen.getByRole('list', { name: 'Teachers' });
const assignmentsList = () => screen.getByRole('list', { name: 'Assignments' });
const assignmentItem = (name: string) =>
  within(assignmentsList())
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.classes__assignment-name')?.textContent === name);
const progressTable = () => screen.findByRole('table', { name: 'Progress of each member on each assignment' });

/** Class 1 with pavel as its co-teacher, next to anna, its creator. */
function serverWithCoTeacher() {
  const server = fakeClassesServer();
  server.classes.get(1)!.teachers.push({ ...PEOPLE.pavel, creator: false });
  return server;
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
});

describe('renaming a class', () => {
  it('shows the new name in the heading once the server took it', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the class' });
    const field = within(dialog).getByLabelText('Class name');
    expect(field).toHaveValue('Year 7');
    await userEvent.clear(field);
    await userEvent.type(field, '  Year 7B ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await className('Year 7B')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/classes/1').map((call) => call.body)).toEqual([{ name: 'Year 7B' }]);
    expect(toastText()).toBe('Class renamed');
  });

  it('refuses an empty or too long name in the dialog, sending nothing', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the class' });
    const field = within(dialog).getByLabelText('Class name');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CLASS_MESSAGES.nameRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(CLASS_LIMITS.nameMaxLength + 1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CLASS_MESSAGES.nameTooLong);

    // The longest name allowed goes through.
    await userEvent.type(field, '{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await className('x'.repeat(CLASS_LIMITS.nameMaxLength))).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/classes/1')).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog, and Cancel keeps the old name and forgets the refusal', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    server.override('PATCH /api/classes/1', { status: 403, body: { error: CLASS_MESSAGES.teachersOnly } }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the class' });
    await userEvent.clear(within(dialog).getByLabelText('Class name'));
    await userEvent.type(within(dialog).getByLabelText('Class name'), 'Year 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.teachersOnly);
    expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Year 7', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const again = screen.getByRole('dialog', { name: 'Rename the class' });
    expect(within(again).getByLabelText('Class name')).toHaveValue('Year 7');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('co-teachers', () => {
  it('the creator adds a co-teacher by username: listed among the teachers, the field emptied', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    const field = screen.getByLabelText('Username of the co-teacher');
    await userEvent.type(field, 'Pavel');
    await userEvent.click(screen.getByRole('button', { name: 'Add co-teacher' }));
    expect(await within(teachersList()).findByText('pavel')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(server.callsTo('POST /api/classes/1/teachers').map((call) => call.body)).toEqual([{ username: 'Pavel' }]);
    expect(screen.getByText('Teachers: anna (creator), pavel')).toBeInTheDocument();
    expect(toastText()).toBe('Pavel now teaches this class');
    // The creator has no Remove of their own; the new co-teacher has one.
    expect(within(teachersList()).getAllByRole('button')).toHaveLength(1);
    expect(within(teachersList()).getByRole('button', { name: 'Remove pavel' })).toBeInTheDocument();
  });

  it('says why a co-teacher is refused: no username, an unknown user, the limit of teachers', async () => {
    const server = fakeClassesServer();
    renderClassPages('/classes/1', server);
    await className('Year 7');
    const field = screen.getByLabelText('Username of the co-teacher');
    const add = screen.getByRole('button', { name: 'Add co-teacher' });
    await userEvent.click(add);
    expect(screen.getByText(CLASS_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(server.callsTo('POST /api/classes/1/teachers')).toHaveLength(0);

    await userEvent.type(field, 'nobody');
    await userEvent.click(add);
    expect(await screen.findByText(CLASS_MESSAGES.teacherNotFound)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Typing again forgets the refusal.
    await userEvent.clear(field);
    expect(screen.queryByText(CLASS_MESSAGES.teacherNotFound)).not.toBeInTheDocument();

    const teachers = server.classes.get(1)!.teachers;
    for (let n = teachers.length; n < CLASS_LIMITS.teachersPerClass; n += 1)
      teachers.push({ id: 100 + n, username: `teacher${n}`, creator: false });
    await userEvent.type(field, 'pavel');
    await userEvent.click(add);
    expect(await screen.findByText(CLASS_MESSAGES.tooManyTeachers)).toBeInTheDocument();
    expect(field).toHaveValue('pavel');
    expect(within(teachersList()).queryByText('pavel')).not.toBeInTheDocument();
  });

  it('the creator removes a co-teacher after confirming', async () => {
    const { server } = renderClassPages('/classes/1', serverWithCoTeacher());
    await className('Year 7');
    await userEvent.click(within(teachersList()).getByRole('button', { name: 'Remove pavel' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove pavel as a teacher?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/classes/1/teachers/31')).toHaveLength(0);
    expect(within(teachersList()).getByText('pavel')).toBeInTheDocument();

    await userEvent.click(within(teachersList()).getByRole('button', { name: 'Remove pavel' }));
    dialog = screen.getByRole('dialog', { name: 'Remove pavel as a teacher?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(teachersList()).queryByText('pavel')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('DELETE /api/classes/1/teachers/31')).toHaveLength(1);
    expect(toastText()).toBe('pavel no longer teaches this class');
  });

  it('a co-teacher runs the class but has none of the creator’s controls, and may step down', async () => {
    signIn({ id: String(PEOPLE.pavel.id), username: PEOPLE.pavel.username });
    const { server, where } = renderClassPages('/classes/1', serverWithCoTeacher());
    expect(await className('Year 7')).toBeInTheDocument();
    // A teacher's page: rename, the invite, assigning, the members.
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Join link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign a category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove boris' })).toBeInTheDocument();
    // Not the creator's: deleting the class, adding or removing co-teachers.
    expect(screen.queryByRole('button', { name: 'Delete class' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username of the co-teacher')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add co-teacher' })).not.toBeInTheDocument();
    expect(within(teachersList()).getByText('pavel (you)')).toBeInTheDocument();
    expect(within(teachersList()).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(teachersList()).getByRole('button', { name: 'Step down' }));
    const dialog = screen.getByRole('dialog', { name: 'Step down as a teacher?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    await waitFor(() => expect(where()).toBe('/classes'));
    expect(server.callsTo('DELETE /api/classes/1/teachers/31')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'You are in no class yet' })).toBeInTheDocument();
  });
});

describe('changing the assignments', () => {
  it('changes a due date: the teacher sees it, and so does a member afterwards', async () => {
    const { server, unmount } = renderClassPages('/classes/1');
    await className('Year 7');
    expect(assignmentItem('Animals')).toHaveTextContent('due Jan 15, 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Change due date of “Animals”' }));
    const dialog = screen.getByRole('dialog', { name: 'Due date of “Animals”' });
    const field = within(dialog).getByLabelText('Due date (optional)');
    expect(field).toHaveValue('2030-01-15');
    await userEvent.clear(field);
    await userEvent.type(field, '2030-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH /api/classes/1/assignments/11').map((call) => call.body)).toEqual([{ dueDate: '2030-03-01' }]);
    await waitFor(() => expect(assignmentItem('Animals')).toHaveTextContent('due Mar 1, 2030'));
    expect(toastText()).toBe('Due date changed');
    // The table's column says it too.
    const table = await progressTable();
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('due Mar 1, 2030');

    unmount();
    signIn({ id: String(PEOPLE.boris.id), username: PEOPLE.boris.username });
    renderClassPages('/classes/1', server);
    await className('Year 7');
    expect(assignmentItem('Animals')).toHaveTextContent('due Mar 1, 2030');
    expect(assignmentItem('Animals')).toHaveTextContent('Your progress: 10/10 learned ✓ Done');
  });

  it('takes a due date away with No due date', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    // Food has none: nothing to take away.
    await userEvent.click(screen.getByRole('button', { name: 'Change due date of “Food”' }));
    expect(screen.queryByRole('button', { name: 'No due date' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Change due date of “Animals”' }));
    await userEvent.click(screen.getByRole('button', { name: 'No due date' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PATCH /api/classes/1/assignments/11').map((call) => call.body)).toEqual([{ dueDate: null }]);
    await waitFor(() => expect(assignmentItem('Animals')).toHaveTextContent('no due date'));
    expect(assignmentItem('Animals')).not.toHaveTextContent('due Jan 15, 2030');
  });

  it('shows a refused due date in the dialog, which stays open', async () => {
    const { server } = renderClassPages('/classes/1');
    await className('Year 7');
    server.override('PATCH /api/classes/1/assignments/11', { status: 400, body: { error: CLASS_MESSAGES.dueDateInvalid } }, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Change due date of “Animals”' }));
    const dialog = screen.getByRole('dialog', { name: 'Due date of “Animals”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.dueDateInvalid);
    expect(assignmentItem('Animals')).toHaveTextContent('due Jan 15, 2030');
  });

  it('removes an assignment after confirming: gone from the list and the table, and from a member’s page', async () => {
    const { server, unmount } = renderClassPages('/classes/1');
    await className('Year 7');
    const table = await progressTable();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove the assignment “Food”' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove the assignment “Food”?' });
    expect(dialog).toHaveTextContent('The learners keep their progress on the words; only the assignment goes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/classes/1/assignments/12')).toHaveLength(0);
    expect(assignmentItem('Food')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the assignment “Food”' }));
    dialog = screen.getByRole('dialog', { name: 'Remove the assignment “Food”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(assignmentItem('Food')).toBeUndefined());
    expect(server.callsTo('DELETE /api/classes/1/assignments/12')).toHaveLength(1);
    expect(toastText()).toBe('Assignment removed');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
    expect(within(table).queryByRole('button', { name: /Food/ })).not.toBeInTheDocument();

    unmount();
    signIn({ id: String(PEOPLE.vera.id), username: PEOPLE.vera.username });
    renderClassPages('/classes/1', server);
    await className('Year 7');
    expect(within(assignmentsList()).getAllByRole('listitem')).toHaveLength(1);
    expect(assignmentItem('Animals')).toHaveTextContent('Your progress: 5/10 learned');
    expect(screen.queryByRole('navigation', { name: 'Play Food' })).not.toBeInTheDocument();
  });
});

describe('exporting the progress as CSV', () => {
  afterEach(() => {
    releaseDownloads();
  });

  it('asks for the CSV with the sign-in token and hands the browser the server’s file', async () => {
    const saved = captureDownloads();
    const { server } = renderClassPages('/classes/1');
    await progressTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const calls = server.callsTo('GET /api/classes/1/progress%2Ecsv');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    const fileName = `slovo-class-1-progress-${CSV_DATE}.csv`;
    expect(saved[0]!.fileName).toBe(fileName);
    expect((await saved[0]!.blob.text()).split('\r\n')).toEqual([
      'Member,Animals: learned,Animals: done,Food: learned,Food: done',
      'vera,5,no,0,yes',
      'boris,10,yes,0,no',
      'alla,2,no,0,no',
      '',
    ]);
    expect(toastText()).toBe(`Saved ${fileName}`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('names the file itself when the server gives no name', async () => {
    const saved = captureDownloads();
    const { server } = renderClassPages('/classes/1');
    server.override(
      'GET /api/classes/1/progress%2Ecsv',
      () => new Response('Member\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    await progressTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('slovo-class-1-progress.csv');
    expect(await saved[0]!.blob.text()).toBe('Member\r\n');
  });

  it('says why an export failed, saves nothing, and may be tried again', async () => {
    const saved = captureDownloads();
    const { server } = renderClassPages('/classes/1');
    server.override('GET /api/classes/1/progress%2Ecsv', { status: 403, body: { error: CLASS_MESSAGES.teachersOnly } }, 1);
    await progressTable();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not export: ${CLASS_MESSAGES.teachersOnly}`);
    expect(saved).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/classes/1/progress%2Ecsv')).toHaveLength(2);
  });
});
