// Sign-in answers must not reveal whether an email exists: a wrong password and an unknown email
// should take about as long. Baseline: a correct sign-in, measured in the same run.
import { median, startApp } from './start-app';

const ROUNDS = Number(process.env.ROUNDS ?? 25);
const { app, close, signUp } = await startApp();
const email = 'timing@example.com';
const password = 'a long enough password';
await signUp({ firstname: 'T', lastname: 'T', email, password });

const time = async (body: object) => {
  const started = performance.now();
  await app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  return performance.now() - started;
};

const samples = { correct: [] as number[], wrongPassword: [] as number[], unknownEmail: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  samples.correct.push(await time({ email, password }));
  samples.wrongPassword.push(await time({ email, password: 'not the password' }));
  samples.unknownEmail.push(await time({ email: `nobody-${round}@example.com`, password: 'not the password' }));
}
await close();

const base = median(samples.correct);
console.log(`login timing, median of ${ROUNDS} rounds (argon2id, m=19 MiB, t=2)`);
for (const [name, values] of Object.entries(samples)) {
  console.log(`  ${name.padEnd(14)} ${median(values).toFixed(1).padStart(7)} ms   ${(median(values) / base).toFixed(2)}× baseline (correct sign-in)`);
}
console.log(`  unknown / wrong password: ${(median(samples.unknownEmail) / median(samples.wrongPassword)).toFixed(2)} (1.00 means indistinguishable)`);
