/**
 * A PostgreSQL that cannot be reached at start (issue 20 item 5): node-postgres says
 * `connect ECONNREFUSED 127.0.0.1:5432` with a stack trace; the operator needs which database,
 * what is wrong and what to do. The password never appears: the URL is shown without it.
 */
import { StartupProblem } from '../startup-problem';

/** The URL as it may be logged: the password replaced by ***. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

const CAUSES: Record<string, { zh: string; en: string }> = {
  ECONNREFUSED: {
    zh: '连接被拒绝：该地址上没有运行 PostgreSQL',
    en: 'connection refused: no PostgreSQL runs at that address',
  },
  ENOTFOUND: { zh: '找不到该主机名', en: 'the host name does not resolve' },
  ETIMEDOUT: { zh: '连接超时', en: 'the connection timed out' },
  '28P01': { zh: '用户名或密码错误', en: 'wrong user name or password' },
  '28000': {
    zh: '服务器拒绝了该用户的登录（pg_hba.conf）',
    en: 'the server refuses this user (pg_hba.conf)',
  },
  '3D000': { zh: '该数据库不存在', en: 'the database does not exist' },
};

export function databaseUnreachable(url: string, err: unknown): StartupProblem {
  const code = (err as { code?: string } | undefined)?.code ?? '';
  const said = err instanceof Error ? err.message : String(err);
  const cause = CAUSES[code] ?? { zh: '无法连接', en: 'cannot connect' };
  return new StartupProblem(
    shownUrl(url),
    {
      zh: `无法连接数据库（${cause.zh}；${said}）`,
      en: `cannot connect to the database (${cause.en}; ${said})`,
    },
    {
      zh: '确认 PostgreSQL 正在运行、DATABASE_URL 的主机、端口、用户、密码和数据库名正确（数据库需先创建），然后重新启动。',
      en: "check that PostgreSQL is running and that DATABASE_URL's host, port, user, password and database are right (create the database first), then start again.",
    },
    { cause: err },
  );
}
