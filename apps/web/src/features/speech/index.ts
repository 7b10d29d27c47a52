/** Words read aloud: a Russian word's recording first (issue 34), else an en-US / ru-RU voice (issue 17). */
export { createBrowserSpeech, VOICE_LANG, type SpeechAdapter } from './speech-adapter';
export { SpeechProvider, useSpeech, useSpeechAdapter, useVoices } from './speech-context';
export { SpeakButton, VoiceNote } from './speak-button';
export { SPEECH_MESSAGES, missingVoiceMessage } from './speech.i18n';
export { VOICE_LIST_WAIT_MS } from './voice-store';
export { playRecording, recordingFor, sayWord, silenceWords, stopRecording } from './recorded-sound';
