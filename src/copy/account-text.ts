/**
 * Our own strings of the header's account menu (退出其他设备, issue 24 item 3), in COPY.md's voice.
 * Templates take {n} (a number of devices) or {reason} (a failure's Chinese message): see fill().
 */
export const accountText = {
  accountMenu: '账户菜单',
  counting: '正在查询登录设备…',
  othersCount: '另有{n}台设备登录了此账号',
  noOthers: '没有其他设备登录此账号',
  countFailed: '登录设备查询失败：{reason}',
  endOthers: '退出其他设备',
  confirmEnd: '确定退出其他{n}台设备吗？这些设备需要重新登录。',
  confirm: '确定退出',
  ending: '正在退出其他设备…',
  ended: '已退出其他{n}台设备',
  endFailed: '退出其他设备失败：{reason}',
  /** issue 23: the buyer's orders, /orders */
  myOrders: '我的订单',
} as const;
