/**
 * The main process's words (DX-5.4: the Major action menu and the Minor action) and the step-by-step
 * resolution's (DX-6.8 … DX-6.13), one table per language beside this file; each language's strings spread
 * its table. The log lines of a recovery name the bad status in its type, so each language gives a line
 * per status from its words.
 */
import { BAD_STATUSES, type BadStatus } from '../../engine-vocabulary'

export type MainProcessTable = Readonly<Record<string, string>>

/** `events.double-cross/majorRecover-<status>`, from the language's line and its status words. */
export const recoverLines = (
  line: (status: string) => string,
  words: Readonly<Record<BadStatus, string>>,
): Record<string, string> =>
  Object.fromEntries(BAD_STATUSES.map((b) => [`events.double-cross/majorRecover-${b}`, line(words[b])]))
