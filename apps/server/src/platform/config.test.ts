import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('production defaults', () => {
  it('has no demo, no development origins, no API description and trusts no proxy in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', PORT: '8080' });
    expect(c).toMatchObject({ production: true, demoMode: false, apiDocs: false, trustProxy: false });
    expect(c.extraOrigins).toEqual([]);
  });

  it('keeps the try-out and the development conveniences outside production', () => {
    const c = loadConfig({ PORT: '8080' });
    expect(c).toMatchObject({ production: false, demoMode: true, apiDocs: true, trustProxy: false });
    expect(c.extraOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:8080']);
  });

  it('runs the demo or the API description in production only when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(ConfigError);
  });

  it('keeps files where FILE_STORE says, under DATA_DIR by default, and refuses another store name', () => {
    expect(loadConfig({}).fileStore).toBeNull();
    expect(loadConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(loadConfig({ FILE_STORE: 'local', DATA_DIR: '/srv/sk' }).filesDir).toBe('/srv/sk/files');
    expect(loadConfig({ FILES_DIR: '/mnt/files' }).filesDir).toBe('/mnt/files');
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('trusts forwarded headers from a hop count or an address list, never from anyone', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, loopback' }).trustProxy).toEqual(['10.0.0.5', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
  });

  it('bounds a heavy report to 15 s unless REPORT_TIMEOUT_MS says otherwise (0: no limit)', () => {
    expect(loadConfig({}).reportTimeoutMs).toBe(15_000);
    expect(loadConfig({ REPORT_TIMEOUT_MS: '2500' }).reportTimeoutMs).toBe(2500);
    expect(loadConfig({ REPORT_TIMEOUT_MS: '0' }).reportTimeoutMs).toBe(0);
    for (const bad of ['-1', '1.5', 'soon', '10000000000'])
      expect(() => loadConfig({ REPORT_TIMEOUT_MS: bad })).toThrow(ConfigError);
  });

  it('lets an import commit call wait 10 s for its job before answering the progress, unless told', () => {
    expect(loadConfig({}).importCommitWaitMs).toBe(10_000);
    expect(loadConfig({ IMPORT_COMMIT_WAIT_MS: '0' }).importCommitWaitMs).toBe(0);
    expect(() => loadConfig({ IMPORT_COMMIT_WAIT_MS: 'later' })).toThrow(ConfigError);
  });

  it("takes a dead instance's job over after 30 s without its heartbeat, looked for every 10 s, unless told", () => {
    expect(loadConfig({})).toMatchObject({ jobHeartbeatSeconds: 30, jobSuperviseSeconds: 10 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '1' })).toMatchObject({
      jobHeartbeatSeconds: 10,
      jobSuperviseSeconds: 1,
    });
    // pg-boss takes no heartbeat under 10 s; a supervisor must look at least every second.
    for (const bad of ['9', '0', '-1', '1.5', 'soon'])
      expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: bad })).toThrow(ConfigError);
    for (const bad of ['0', '2.5', 'often'])
      expect(() => loadConfig({ JOB_SUPERVISE_SECONDS: bad })).toThrow(ConfigError);
  });
});
