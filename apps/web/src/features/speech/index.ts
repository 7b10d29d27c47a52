/** Words read aloud: an en-US voice for English, a ru-RU voice for Russian (issue 17). */
export { createBrowserSpeech, VOICE_LANG, type SpeechAdapter } from './speech-adapter';
export { useSpeech, useSpeechAdapter, useVoices } from './speech-context';
export { SpeakButton, VoiceNote } from './speak-button';
export { SPEECH_MESSAGES, missingVoiceMessage } from './speech.i18n';
export { VOICE_LIST_WAIT_MS } from './voice-store';
