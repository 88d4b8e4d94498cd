// All Firestore rules suites, in one test file on purpose: every file that initialises a test
// environment loads the rules again, which resets the emulator's coverage report. Run together,
// the coverage printed after the rules step (scripts/lib/rulesCoverage.mjs) covers all of them.
import { afterAll } from 'vitest';
import { cleanupRulesEnv, sharedRulesEnv } from './support/firestoreRulesEnv.ts';
import './firestoreRules.matrix.suite.ts';
import './firestoreRules.validation.suite.ts';
import './firestoreRules.trust.suite.ts';
import './firestoreRules.queries.suite.ts';
import './firestoreRules.seed.suite.ts';
import './firestoreRules.visitor.suite.ts';
import './firestoreRules.requests.suite.ts';
import './trash.suite.ts';
import './cockpit.suite.ts';
import './countryCosts.suite.ts';
import './priceCeilings.suite.ts';
import './trustRoundFour.suite.ts';
import './staffCv.suite.ts';
import './journey.suite.ts';
import './heroVariants.suite.ts';

afterAll(async () => {
  await cleanupRulesEnv(await sharedRulesEnv());
});
