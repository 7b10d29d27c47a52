import type { ChangeEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { FILE_MESSAGES, formatFileSize } from './file-text';
import { IMPORT_TEXT } from './import.i18n';
import type { ChosenFile } from './use-import-words';

const FILE_TYPES = '.csv,.tsv,.txt,.tab,text/csv,text/tab-separated-values,text/plain';
const PLACEHOLDER = 'apple\tяблоко\nhouse\tдом\n"red, ripe",спелый';

interface WordPairsSourceProps {
  /** The ids of the text box and the file input. */
  textId: string;
  fileId: string;
  text: string;
  onTextChange: (text: string) => void;
  file: ChosenFile | null;
  fileError: string | null;
  reading: boolean;
  pending: boolean;
  onChooseFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemoveFile: () => void;
}

/** Where Import words reads from: the text box, or the file read in its place; and the file picker. */
export function WordPairsSource({
  textId,
  fileId,
  text,
  onTextChange,
  file,
  fileError,
  reading,
  pending,
  onChooseFile,
  onRemoveFile,
}: WordPairsSourceProps) {
  const t = useMessages(IMPORT_TEXT);
  const fileTexts = useMessages(FILE_MESSAGES);
  return (
    <>
      {file ? (
        <div className="import-words__file">
          <p>
            <span className="import-words__file-name">{file.name}</span>{' '}
            <span className="import-words__file-size">({formatFileSize(file.size, fileTexts)})</span>
          </p>
          <Button size="sm" onClick={onRemoveFile} data-autofocus>
            {t.removeFile}
          </Button>
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={textId}>
            {t.wordPairs}
          </label>
          <p className="field__hint" id={`${textId}-hint`}>
            {t.pasteHint}
          </p>
          <textarea
            id={textId}
            className="field__input import-words__textarea"
            value={text}
            rows={7}
            placeholder={PLACEHOLDER}
            spellCheck={false}
            data-autofocus
            aria-describedby={`${textId}-hint`}
            onChange={(event) => onTextChange(event.target.value)}
          />
        </div>
      )}
      <div className="import-words__file-picker">
        <input
          id={fileId}
          type="file"
          accept={FILE_TYPES}
          className="visually-hidden import-words__file-input"
          disabled={reading || pending}
          onChange={onChooseFile}
        />
        <label
          htmlFor={fileId}
          className={buttonClass({ size: 'sm', className: 'import-words__file-label' })}
          aria-busy={reading || undefined}
        >
          {reading ? t.reading : file ? t.chooseAnotherFile : t.chooseFile}
        </label>
        <span className="import-words__hint">{t.fileHint}</span>
      </div>
      {fileError && (
        <p className="field__error" role="alert">
          {fileError}
        </p>
      )}
    </>
  );
}
