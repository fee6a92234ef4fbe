import { runMailService } from './run';

runMailService().catch((err) => {
  console.error('svc-mail failed to start:', err);
  process.exit(1);
});
