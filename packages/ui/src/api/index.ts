export { ApiError, apiFetch, pathOf } from './client';
export type { HttpMethod } from './client';
export { api } from './route-client';
export type {
  ApiBody,
  ApiQuery,
  ApiResponse,
  BodyOf,
  InputOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
  RouteAt,
  RouteMethod,
  RoutePath,
} from './route-types';
export { queryClient, queryKeys } from './query-client';
export {
  fetchMyUser,
  myUserQuery,
  fetchSessionUser,
  sessionUserQuery,
  useMyUser,
  getMyUser,
  setMyUser,
  switchUser,
  useLogout,
  useUpdateUser,
} from './user';
export { toQueryString, listQuery, type ListParams } from './list-query';
export {
  uploadFile,
  sendWithProgress,
  type SendOptions,
  type UploadedFile,
  type UploadOptions,
  type UploadProgress,
} from './upload';
export * from './organization';
export * from './administration';
export * from './settings';
export * from './messaging';
export * from './platform';
export * from './orders-to-ship';
export { sessionChanging, whileSessionChanges } from './session-change';
