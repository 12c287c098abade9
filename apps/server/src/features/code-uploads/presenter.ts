import type { CodeUploadItem } from '@madang/contracts/code-uploads';
import type { Storage } from '../storage/storage.ts';
import type { TeamFileRow } from './team-files.ts';

const LINK_SECONDS = 600;

export function presentTeamFile(row: TeamFileRow, storage: Storage): CodeUploadItem {
  const { upload } = row;
  return {
    id: upload.id,
    team_id: upload.teamId,
    team_name: row.teamName,
    name: upload.name,
    size_bytes: upload.sizeBytes,
    uploader: upload.uploaderId !== null && row.uploaderName !== null ? { id: upload.uploaderId, name: row.uploaderName } : null,
    c_time: upload.createdAt.toISOString(),
    url: storage.signedUrl(upload.storageKey, { expiresInSeconds: LINK_SECONDS, downloadName: upload.name }),
  };
}
