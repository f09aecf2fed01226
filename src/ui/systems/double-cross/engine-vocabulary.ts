/**
 * The light door to the Double Cross engine, for the modules the set-up screen downloads (the English
 * strings and log templates): the engine's `vocabulary.ts` alone — the log's type codes and the sheet's
 * words — without the session and its rules, which load with the table. Everything else comes through
 * `engine.ts` (see its header).
 */
export * from '../../../engine/systems/double-cross/vocabulary'
