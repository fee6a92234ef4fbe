export { microFrontends, platform, services, type RegisteredRemote } from './registry';
export { dataDirEnvName, localServiceUrl, packageName, remoteName, remoteUrlPrefix, urlEnvName } from './names';
export type {
  MicroFrontendEntry,
  NavEntry,
  NavIcon,
  NavNeeds,
  PageAccess,
  PageEntry,
  PlatformRegistry,
  PortEntry,
  ServiceEntry,
} from './types';
