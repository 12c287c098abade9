import { EventEmitter } from 'node:events';

export interface SubmissionChange {
  competitionId: number;
  teamId: number;
  submissionId: number;
}

/**
 * In-process signals: a submission changed state (the events stream pushes it), a job was queued
 * (the local worker wakes at once instead of at its next poll). Other processes learn the same by polling.
 */
export class SubmissionEvents extends EventEmitter<{ change: [SubmissionChange]; queued: [] }> {
  constructor() {
    super();
    // One listener per open events stream.
    this.setMaxListeners(0);
  }
}
