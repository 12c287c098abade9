import { EventEmitter } from 'node:events';

/**
 * In-process signals of code runs: one changed state (its events stream pushes it), one was queued
 * (the local worker wakes at once), one is to be cancelled (the local worker running it stops it).
 * Other processes learn the same by polling the database.
 */
export class CodeRunEvents extends EventEmitter<{ change: [runId: number]; queued: []; cancel: [runId: number] }> {
  constructor() {
    super();
    // One listener per open events stream and per running run.
    this.setMaxListeners(0);
  }
}
