import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeUploadCheck, CodeUploadList } from '@madang/contracts/code-uploads';
import { api, type Envelope } from '../../lib/api/client.ts';
import { SIGNED_LIST_REFRESH_MS } from '../../lib/api/signed-links.ts';
import { upload } from '../../lib/api/upload.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;
const keys = {
  check: (cptId: number) => ['code-uploads', 'check', cptId] as const,
  files: (cptId: number) => ['code-uploads', 'files', cptId] as const,
};

/** Whether the member's team uploads code for verification, and why not. */
export const useCodeUploadCheck = (cptId: number) =>
  useQuery({ queryKey: keys.check(cptId), queryFn: ({ signal }) => data(api.get<Envelope<CodeUploadCheck>>('/api/codeupload/check_team', { cpt_id: cptId }, signal)) });

/** The team's files, or every team's for a host, refreshed before their download links expire. */
export const useCodeFiles = (cptId: number) =>
  useQuery({
    queryKey: keys.files(cptId),
    queryFn: ({ signal }) => data(api.get<Envelope<CodeUploadList>>('/api/codeupload/list', { cpt_id: cptId }, signal)),
    refetchInterval: SIGNED_LIST_REFRESH_MS,
  });

export function useUploadCode(cptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      upload<Envelope<{ id: number }>>('/api/codeupload', { fields: { cpt_id: String(cptId) }, file: { blob: file, name: file.name }, onProgress }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.files(cptId) }),
  });
}

export function useDeleteCode(cptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<{ id: number }>>('/api/codeupload/delete', { cpt_id: cptId, id })),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.files(cptId) }),
  });
}
