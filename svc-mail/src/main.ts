import { runMailService } from './run';

void runMailService();
