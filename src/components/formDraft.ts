import { useEffect, useState } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectAdmin } from '../store/sessionSlice';

const PREFIX = 'form-draft:';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readDraft<T>(key: string): T | null {
  try {
    const text = tabStorage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, text: string | null) {
  try {
    const storage = tabStorage();
    if (text === null) storage?.removeItem(PREFIX + key);
    else storage?.setItem(PREFIX + key, text);
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

/** Forgets every form draft of this tab (on signing out: the next person must not see them). */
export function clearFormDrafts() {
  const storage = tabStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}

const keyOf = (adminId: string | undefined, form: string) => `${adminId ?? 'nobody'}:${form}`;

/** True when this clerk left a draft of the form in this tab (a dialog then opens with it). */
export function useHasFormDraft(form: string): boolean {
  const key = keyOf(useAppSelector(selectAdmin)?.id, form);
  const [found] = useState(() => readDraft(key) !== null);
  return found;
}

export interface FormDraft<T> {
  /** The values to open the form with: the draft found in this tab, else the saved values. */
  initial: T;
  /** A draft was found and restored, and not discarded since. */
  restored: boolean;
  /** The values as saved, that the form's values are compared with. */
  saved: T;
  key: string;
  /** The form was saved: stop keeping a draft and let the page be left. */
  finish: () => void;
  finished: () => boolean;
  /** Forget the draft (the caller puts the form back to the saved values). */
  discard: () => void;
}

/**
 * The draft of a form in this tab's session storage: values typed and not yet saved survive a
 * reload, Back then Forward, and (in the back office) an ended session (the clerk signs in again
 * and comes back to them), until they are saved or discarded. The checkout keeps one too. Keys name the form and the record (`perfume:<id>`); values must be
 * plain data (never a password or a file).
 */
export function useFormDraft<T>(form: string, saved: T): FormDraft<T> {
  // Whose draft it is: a colleague signing in on the same tab never gets it.
  const key = keyOf(useAppSelector(selectAdmin)?.id, form);
  const [draft] = useState(() => {
    const found = readDraft<T>(key);
    let done = false;
    return {
      initial: found ?? saved,
      found: found !== null,
      key,
      finish: () => {
        done = true;
        writeDraft(key, null);
      },
      finished: () => done,
    };
  });
  const [restored, setRestored] = useState(draft.found);
  return {
    initial: draft.initial,
    restored,
    saved,
    key: draft.key,
    finish: draft.finish,
    finished: draft.finished,
    discard: () => {
      writeDraft(key, null);
      setRestored(false);
    },
  };
}

/** Keeps the draft in step with the form's values; true while they differ from the saved ones. */
export function useKeptDraft<T>(draft: FormDraft<T>, values: T): boolean {
  const text = JSON.stringify(values);
  const dirty = text !== JSON.stringify(draft.saved);
  const { key, finished } = draft;
  useEffect(() => {
    if (!finished()) writeDraft(key, dirty ? text : null);
  }, [key, finished, text, dirty]);
  return dirty;
}
