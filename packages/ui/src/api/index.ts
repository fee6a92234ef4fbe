export { ApiError, apiFetch, pathOf } from './client';
export type { HttpMethod } from './client';
export { queryClient, queryKeys } from './query-client';
export { fetchMyUser, myUserQuery, useMyUser, getMyUser, setMyUser, useLogin, useLogout, useUpdateUser } from './user';
export { useSessions, useEndSession } from './sessions';
