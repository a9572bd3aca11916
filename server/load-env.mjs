// @ts-check
// Loads settings from a .env file in the working folder, if there is one. Variables already set
// in the environment win over the file.
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
