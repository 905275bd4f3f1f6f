/** The operator every test database starts with. */
export const TEST_ADMIN = { username: 'operator', password: 'test-operator-password' } as const;
