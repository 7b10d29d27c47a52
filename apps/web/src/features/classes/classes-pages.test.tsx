import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLASS_MESSAGES } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { signIn, signOut } from '@/test/sign-in';
import { switchLanguage } from '@/test/locale';
import { CODE } from './testing/fake-classes-server';
import { renderClassPages } from './testing/render-class-pages';

const setup = (path: string) => renderClassPages(path);

const progressTable = () => screen.findByRole('table', { name: 'Progress of each member on each assignment' });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  signIn();
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
});

describe('/classes', () => {
  it('lists the classes I teach and belong to, with the role, teachers and counts', async () => {
    setup('/classes');
    const list = await screen.findByRole('list', { name: 'My classes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Year 7Teacher');
    expect(items[0]).toHaveTextContent('Teachers: anna (creator)');
    expect(items[0]).toHaveTextContent('3 members2 assignments');
    expect(items[1]).toHaveTextContent('French clubMember');
    expect(items[1]).not.toHaveTextContent('members');
    expect(within(items[0]!).getByRole('link', { name: 'Year 7' })).toHaveAttribute('href', '/classes/1');
  });

  it('says so when I am in no class, and creates one, opening its page', async () => {
    const { server, where } = setup('/classes');
    server.override('GET /api/classes', { body: { classes: [] } }, 1);
    expect(await screen.findByRole('heading', { name: 'You are in no class yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(screen.getByText(CLASS_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Class name'), 'Year 8');
    await userEvent.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(where()).toBe('/classes/3'));
    expect(await screen.findByRole('heading', { name: 'Year 8', level: 2 })).toBeInTheDocument();
    expect(server.callsTo('POST /api/classes')[0]?.body).toEqual({ name: 'Year 8' });
  });

  it('shows the server’s refusal of a code, in Russian too', async () => {
    setup('/classes');
    await userEvent.type(await screen.findByLabelText('Invite code'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(CLASS_MESSAGES.inviteInvalid)).toBeInTheDocument();
    await switchLanguage('ru');
    expect(await screen.findByText(/Приглашение недействительно/)).toBeInTheDocument();
    await switchLanguage('en');
  });
});

describe('/classes/join/{code}', () => {
  it('offers a visitor Sign in and Register under the class’s name', async () => {
    signOut();
    setup(`/classes/join/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'Year 7' })).toBeInTheDocument();
    expect(screen.getByText('Teachers: anna')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(useAuthStore.getState().isRegisterModalOpen).toBe(true);
  });

  it('joins a signed-in user and opens the class', async () => {
    const { where } = setup(`/classes/join/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Join “Year 7”' }));
    await waitFor(() => expect(where()).toBe('/classes/2'));
    expect(await screen.findByRole('heading', { name: 'French club', level: 2 })).toBeInTheDocument();
  });

  it('says why a join is refused: already a member, the hourly limit', async () => {
    const { server } = setup(`/classes/join/${CODE}`);
    server.override('POST /api/classes/join', { status: 409, body: { error: CLASS_MESSAGES.alreadyMember } }, 1);
    const join = await screen.findByRole('button', { name: 'Join “Year 7”' });
    await userEvent.click(join);
    expect(await screen.findByText('You are already in this class')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my classes' })).toHaveAttribute('href', '/classes');
    server.override('POST /api/classes/join', { status: 429, body: { error: CLASS_MESSAGES.tooManyJoins } }, 1);
    await userEvent.click(join);
    expect(await screen.findByText(CLASS_MESSAGES.tooManyJoins)).toBeInTheDocument();
  });

  it('says a rotated or wrong link does not work', async () => {
    setup('/classes/join/zzzzzzzzzzzzzzzz');
    expect(await screen.findByRole('heading', { name: 'This invite does not work' })).toBeInTheDocument();
    expect(screen.getByText(CLASS_MESSAGES.inviteInvalid)).toBeInTheDocument();
  });
});

describe('/classes/{id} for a member', () => {
  it('shows the assignments with my own progress, the five games’ Play links and Leave', async () => {
    const { server, where } = setup('/classes/2');
    expect(await screen.findByRole('heading', { name: 'French club', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/4\/10 learned/)).toBeInTheDocument();
    // The target reads as a goal, not as if the words were learned already.
    expect(screen.getByText(/· goal: every word learned/)).toBeInTheDocument();
    const play = screen.getByRole('navigation', { name: 'Play Animals' });
    expect(within(play).getByRole('link', { name: 'Play Animals in Quiz Game' })).toHaveAttribute(
      'href',
      '/game3?category=animals',
    );
    expect(within(play).getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave class' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave “French club”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave class' }));
    await waitFor(() => expect(where()).toBe('/classes'));
    expect(server.callsTo('DELETE /api/classes/2/members/7')).toHaveLength(1);
  });
});

describe('/classes/{id} for a teacher', () => {
  it('shows the invite, and the switch turns it off', async () => {
    const { server } = setup('/classes/1');
    expect(await screen.findByText('abcd efgh jkmn pqrs')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(`${window.location.origin}/classes/join/${CODE}`);
    const toggle = screen.getByRole('switch', { name: 'Joining with the code' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(server.callsTo('PUT /api/classes/1/invite')[0]?.body).toEqual({ enabled: false });
  });

  it('sorts the progress table by name and by a column, saying so with aria-sort', async () => {
    setup('/classes/1');
    const table = await progressTable();
    const [memberHeader, animalsHeader] = within(table).getAllByRole('columnheader');
    expect(memberHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(table)).toEqual(['alla', 'boris', 'vera']);
    await userEvent.click(within(memberHeader!).getByRole('button'));
    expect(memberHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames(table)).toEqual(['vera', 'boris', 'alla']);
    await userEvent.click(within(animalsHeader!).getByRole('button', { name: /Animals/ }));
    expect(animalsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(memberHeader).not.toHaveAttribute('aria-sort');
    expect(rowNames(table)).toEqual(['alla', 'vera', 'boris']);
    // Done is said in words, not by colour alone.
    const boris = within(table).getByRole('rowheader', { name: 'boris' }).closest('tr')!;
    expect(within(boris).getAllByRole('cell')[0]).toHaveTextContent('10/10 learned ✓ Done');
  });

  it('moves between the cells with the arrow keys, one cell in the tab order, and details the chosen one', async () => {
    setup('/classes/1');
    const table = await progressTable();
    const tabStops = () => table.querySelectorAll('[tabindex="0"]');
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toHaveTextContent('alla');
    (tabStops()[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent('2/10 learned');
    expect(screen.getByRole('status', { name: 'Details of the chosen cell' })).toHaveTextContent(
      /alla — Animals: 2\/10 learned · due .* · 1 due · 2 mistakes · last played .* · best: Quiz Game 70 %/,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('10/10 learned');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent('0/10 learned');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent('boris');
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toBe(document.activeElement);
  });

  it('practises the hardest words: a practice assignment of exactly those words', async () => {
    const { server } = setup('/classes/1');
    const hardest = await screen.findByRole('region', { name: 'Hardest words' });
    expect(within(hardest).getByText(/hare —/)).toBeInTheDocument();
    await userEvent.click(within(hardest).getByRole('button', { name: 'Practise these words of Animals' }));
    await waitFor(() => expect(server.callsTo('POST /api/classes/1/assignments')).toHaveLength(1));
    expect(server.callsTo('POST /api/classes/1/assignments')[0]?.body).toEqual({ categoryId: 3, wordIds: [101] });
  });

  it('assigns a category with a due date, the skills and the target', async () => {
    const { server } = setup('/classes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign a category' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign a category' });
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'Animals (10 words)');
    await userEvent.type(within(dialog).getByLabelText('Due date (optional)'), '2030-02-01');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Stress' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A score in a game' }));
    await userEvent.clear(within(dialog).getByLabelText('Score (%)'));
    await userEvent.type(within(dialog).getByLabelText('Score (%)'), '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign a category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/classes/1/assignments')[0]?.body).toEqual({
      categoryId: 3,
      dueDate: '2030-02-01',
      kinds: [
        { skill: 'meaning', direction: 'en-ru' },
        { skill: 'stress', direction: 'ru' },
      ],
      target: { kind: 'score', game: 'game3', percent: 90 },
    });
  });

  it('removes a member after asking', async () => {
    const { server } = setup('/classes/1');
    const members = await screen.findByRole('list', { name: 'Members' });
    await userEvent.click(within(members).getByRole('button', { name: 'Remove boris' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove boris from the class?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(members).queryByText('boris')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/classes/21/members/21')).toHaveLength(0);
    expect(server.callsTo('DELETE /api/classes/1/members/21')).toHaveLength(1);
  });

  it('says a class that is gone, or not mine, is not found', async () => {
    setup('/classes/99');
    expect(await screen.findByRole('heading', { name: 'Class not found' })).toBeInTheDocument();
  });
});
