import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type {
  BookmarkCounts,
  BookmarkItem,
  CompetitionSummary,
  FollowPerson,
  FollowResult,
  HeatmapDay,
  ProfileAbout,
  ProfileBadge,
  ProfileCertificate,
  ProfileCompetition,
  ProfileHeader,
  ProfileHome,
  ProfileListPage,
  ProfileTalkItem,
  ProfileXp,
} from '@madang/contracts/profiles';
import type { CodePostItem } from '@madang/contracts/codeshare';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { upload } from '../../../lib/api/upload.ts';
import { ApiError } from '../../../lib/api/api-error.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: number) => ['profile', userId] as const,
  head: (userId: number) => ['profile', userId, 'head'] as const,
  part: (userId: number, part: string, ...rest: unknown[]) => ['profile', userId, part, ...rest] as const,
};

export const useProfileHead = (userId: number) =>
  useQuery({ queryKey: profileKeys.head(userId), queryFn: ({ signal }) => data(api.get<Envelope<ProfileHeader>>('/api/profile', { user_id: userId }, signal)) });

export const useProfileHome = (userId: number) =>
  useQuery({ queryKey: profileKeys.part(userId, 'home'), queryFn: ({ signal }) => data(api.get<Envelope<ProfileHome>>('/api/profile/home', { user_id: userId }, signal)) });

export const useHeatmap = (userId: number) =>
  useQuery({ queryKey: profileKeys.part(userId, 'heatmap'), queryFn: ({ signal }) => data(api.get<Envelope<HeatmapDay[]>>('/api/myinfo/heatmap', { user_id: userId }, signal)) });

export const useCompetitionsTaken = (userId: number, gubun: 'all' | 'medal') =>
  useQuery({
    queryKey: profileKeys.part(userId, 'compe', gubun),
    queryFn: ({ signal }) => data(api.get<Envelope<ProfileCompetition[]>>('/api/myinfo2/compe', { user_id: userId, gubun }, signal)),
  });

export const useCompetitionSummary = (userId: number) =>
  useQuery({
    queryKey: profileKeys.part(userId, 'cpt-summary'),
    queryFn: ({ signal }) => data(api.get<Envelope<CompetitionSummary>>('/api/profile/cpt/summary_v2', { user_id: userId }, signal)),
  });

export const useBadges = (userId: number, acquired: boolean) =>
  useQuery({
    queryKey: profileKeys.part(userId, 'badges', acquired),
    queryFn: ({ signal }) => data(api.get<Envelope<ProfileBadge[]>>('/api/profile/badge_list', { user_id: userId, acquired: acquired ? 1 : 0 }, signal)),
  });

export const useCertificates = (userId: number) =>
  useQuery({
    queryKey: profileKeys.part(userId, 'certificates'),
    queryFn: ({ signal }) => data(api.get<Envelope<{ items: ProfileCertificate[] }>>('/api/profile/certificate/list-V2', { user_id: userId }, signal)),
  });

/** Pages of a list the profile scrolls through with "more". */
function usePagedList<T>(key: readonly unknown[], path: (page: number) => string, query: Record<string, string | number>, enabled = true) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => data(api.get<Envelope<ProfileListPage<T>>>(path(pageParam), query, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export const useTalkPosts = (userId: number, type: 'recent' | 'popular') =>
  usePagedList<ProfileTalkItem>(profileKeys.part(userId, 'talk', type), (page) => `/api/profile/talk/list_scroll/${page}`, { user_id: userId, type });

export const useBookmarkCounts = (userId: number) =>
  useQuery({ queryKey: profileKeys.part(userId, 'bookmark-counts'), queryFn: ({ signal }) => data(api.get<Envelope<BookmarkCounts>>('/api/myinfo/bookmark', undefined, signal)) });

export const useBookmarks = (userId: number, type: BookmarkItem['kind']) =>
  usePagedList<BookmarkItem>(profileKeys.part(userId, 'bookmarks', type), (page) => `/api/myinfo/bookmark-list/${page}`, { type });

/** Who follows the member, or whom they follow; fetched when the list is opened. */
export const useFollowList = (userId: number, kind: 'followers' | 'following') =>
  useInfiniteQuery({
    queryKey: profileKeys.part(userId, 'follows', kind),
    queryFn: ({ pageParam, signal }) => data(api.get<Envelope<ProfileListPage<FollowPerson>>>('/api/v1/profile/follows', { user_id: userId, kind, page: pageParam }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

/** The member's shared code, through the code share's list of a member's posts. */
export const useCodePosts = (userId: number) =>
  usePagedList<CodePostItem>(profileKeys.part(userId, 'code'), (page) => `/api/profile/code/list_scroll/${page}`, { user_id: userId });

/** The owner's XP figures with their history, a page at a time. */
export const useProfileXp = (userId: number) =>
  useInfiniteQuery({
    queryKey: profileKeys.part(userId, 'xp'),
    queryFn: ({ pageParam, signal }) => data(api.get<Envelope<ProfileXp>>('/api/profile/xp', { user_id: userId, page: pageParam }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.history.page * last.history.page_size < last.history.total ? last.history.page + 1 : undefined),
  });

export function useSaveAbout(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileAbout) => data(api.put<Envelope<ProfileAbout>>('/api/myinfo/profile', { ...input, user_id: userId })),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useFollow(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => data(api.post<Envelope<FollowResult>>(follow ? '/api/myinfo/follow' : '/api/myinfo/unfollow', { user_id: userId })),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** Marks the owner's badges as seen; the marks on the page stay until the next visit. */
export const useConfirmBadges = () => useMutation({ mutationFn: () => data(api.post<Envelope<{ confirmed: boolean }>>('/api/profile/badge_confirmed', {})) });

/** Sends a cropped picture (`picture`) or cover (`bg_picture`) as the multipart form the spec names. */
export async function uploadProfileImage(kind: 'picture' | 'cover', image: Blob): Promise<void> {
  await upload(`/api/myinfo/${kind}/update`, { file: { blob: image, name: `${kind}.jpg`, field: kind === 'picture' ? 'picture' : 'bg_picture' } });
}

/** Fetches the owner's printable certificate and hands it to the browser as a file. */
export async function downloadCertificate(cptId: number): Promise<void> {
  const response = await fetch('/api/profile/certificate/download', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': i18next.language },
    body: JSON.stringify({ cpt_id: cptId }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ConstructorParameters<typeof ApiError>[0] | null;
    throw new ApiError(body ?? { message: 'internal' }, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${cptId}.html`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
