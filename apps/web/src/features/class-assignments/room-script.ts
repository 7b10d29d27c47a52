import { TOKEN_STORAGE_KEY } from '@slovo/shared';
import { ROOM_KEY, ROOM_PROPERTY } from './room';

/**
 * The script the build puts in every page's <head> (build/prerender-plugin.ts): before the first
 * paint, the room the class assignments took on the last visit at this width (room.ts), when a
 * session is stored. Plain ES5 in a function of its own (no globals) that never throws (storage
 * may be blocked). The server allows exactly this text by its hash in the pages'
 * Content-Security-Policy (plugins/static.ts).
 */
export const ASSIGNMENTS_ROOM_SCRIPT =
  `(function(){try{var s=localStorage,r=(s.getItem(${JSON.stringify(ROOM_KEY)})||"").split(" ");` +
  `if(s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&+r[0]===innerWidth&&+r[1]>0)` +
  `document.documentElement.style.setProperty(${JSON.stringify(ROOM_PROPERTY)},r[1]+"px")}catch(e){}})()`;
