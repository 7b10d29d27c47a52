/** Words read aloud: an en-US voice for English, a ru-RU voice for Russian (issue 17). */
export { createBrowserSpeech, NO_SPEECH, VOICE_LANG, type SpeechAdapter, type SpokenLanguage } from './speech-adapter';
export { SpeechProvider, useSpeech, useSpeechAdapter, useVoices } from './speech-context';
export { SpeakButton, VoiceNote } from './speak-button';
export { SPEECH_MESSAGES, missingVoiceMessage } from './speech.i18n';
export { VOICE_LIST_WAIT_MS, type Voices } from './voice-store';
