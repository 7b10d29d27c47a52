import { afterEach, describe, expect, it } from 'vitest';
import { assumeSessionAtStart } from '@/features/auth';
import { rememberAssignmentsRoom } from './remember-room';
import { releaseAssignmentsRoom, reserveAssignmentsRoom } from './room';

const ROOM = '--class-assignments-room';
const kept = () => document.documentElement.style.getPropertyValue(ROOM);

afterEach(() => {
  releaseAssignmentsRoom();
  localStorage.clear();
});

describe('the room Home keeps for the class assignments before its first render', () => {
  it('is the height the section took on the last visit at this width, for a session stored at start', () => {
    const leave = assumeSessionAtStart(true);
    try {
      rememberAssignmentsRoom(183.6);
      expect(localStorage.getItem('slovo.classAssignments.room')).toBe(`${window.innerWidth} 184`);
      reserveAssignmentsRoom();
      expect(kept()).toBe('184px');
      releaseAssignmentsRoom();
      expect(kept()).toBe('');
    } finally {
      leave();
    }
  });

  it('is not kept for a visitor, at another width, for nothing to show, or from a value it cannot read', () => {
    rememberAssignmentsRoom(184);
    reserveAssignmentsRoom();
    expect(kept()).toBe('');

    const leave = assumeSessionAtStart(true);
    try {
      localStorage.setItem('slovo.classAssignments.room', `${window.innerWidth + 1} 184`);
      reserveAssignmentsRoom();
      expect(kept()).toBe('');
      for (const value of ['garbage', `${window.innerWidth}`, `${window.innerWidth} -5`, '{"width":1}']) {
        localStorage.setItem('slovo.classAssignments.room', value);
        reserveAssignmentsRoom();
        expect(kept(), value).toBe('');
      }
      rememberAssignmentsRoom(null);
      expect(localStorage.getItem('slovo.classAssignments.room')).toBeNull();
      rememberAssignmentsRoom(184);
      rememberAssignmentsRoom(0);
      expect(localStorage.getItem('slovo.classAssignments.room')).toBeNull();
    } finally {
      leave();
    }
  });
});
