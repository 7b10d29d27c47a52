import { afterEach, describe, expect, it } from 'vitest';
import { rememberAssignmentsRoom } from './remember-room';
import { releaseAssignmentsRoom } from './room';
import { ASSIGNMENTS_ROOM_SCRIPT } from './room-script';

const ROOM = '--class-assignments-room';
const kept = () => document.documentElement.style.getPropertyValue(ROOM);
/** The page's head script, as the browser runs it before the first paint. */
const runHeadScript = () => new Function(ASSIGNMENTS_ROOM_SCRIPT)();
const signIn = () => localStorage.setItem('authToken', 'a.stored.token');

afterEach(() => {
  releaseAssignmentsRoom();
  localStorage.clear();
});

describe('the room Home keeps for the class assignments before its first paint', () => {
  it('is the height the section took on the last visit at this width, for a stored session, until released', () => {
    signIn();
    rememberAssignmentsRoom(183.6);
    expect(localStorage.getItem('slovo.classAssignments.room')).toBe(`${window.innerWidth} 184`);
    runHeadScript();
    expect(kept()).toBe('184px');
    releaseAssignmentsRoom();
    expect(kept()).toBe('');
  });

  it('is not kept for a visitor, at another width, for nothing to show, or from a value it cannot read', () => {
    rememberAssignmentsRoom(184);
    runHeadScript();
    expect(kept()).toBe('');

    signIn();
    localStorage.setItem('slovo.classAssignments.room', `${window.innerWidth + 1} 184`);
    runHeadScript();
    expect(kept()).toBe('');
    for (const value of ['garbage', `${window.innerWidth}`, `${window.innerWidth} -5`, '{"width":1}']) {
      localStorage.setItem('slovo.classAssignments.room', value);
      runHeadScript();
      expect(kept(), value).toBe('');
    }
    rememberAssignmentsRoom(null);
    expect(localStorage.getItem('slovo.classAssignments.room')).toBeNull();
    rememberAssignmentsRoom(184);
    rememberAssignmentsRoom(0);
    expect(localStorage.getItem('slovo.classAssignments.room')).toBeNull();
  });

  it('never throws, storage blocked or not', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(runHeadScript).not.toThrow();
      expect(kept()).toBe('');
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
