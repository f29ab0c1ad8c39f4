import { Link, Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, getRouteApi, lazyRouteComponent, parseSearchWith, stringifySearchWith, useNavigate, useSearch } from "@tanstack/react-router";
import { Component, StrictMode, Suspense, createContext, createElement, lazy, memo, useCallback, useContext, useDeferredValue, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { prerender } from "react-dom/static";
import * as v from "valibot";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { shallowEqual, useActorRef, useMachine, useSelector } from "@xstate/react";
import { and, assertEvent, assign, emit, enqueueActions, fromPromise, not, or, raise, sendTo, setup, stateIn } from "xstate";
import { FetchError, ofetch } from "ofetch";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { create } from "qrcode";
import useEmblaCarousel from "embla-carousel-react";
import "media-chrome/dist/lang/zh-CN.js";
import { MediaControlBar, MediaController, MediaFullscreenButton, MediaMuteButton, MediaPlayButton, MediaTimeDisplay, MediaTimeRange } from "media-chrome/react";
import ELK from "elkjs/lib/elk.bundled.js";
import { parse } from "parse5";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __esmMin = (fn, res, err) => () => {
	if (err) throw err[0];
	try {
		return fn && (res = fn(fn = 0)), res;
	} catch (e) {
		throw err = [e], e;
	}
};
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/rules/money.ts
/** '7.40' → 740, '12' → 1200, '0.5' → 50; anything that is not a yuan amount ('0元起', '') → null. */
function yuanToFen(text) {
	const match = YUAN.exec(text.trim());
	if (!match) return null;
	const [, whole = "0", decimals = ""] = match;
	return Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
}
/** 740 → '7.40'; always two decimals (spec §4: the total price has 2 decimals). */
function fenToYuan(fen) {
	const sign = fen < 0 ? "-" : "";
	const abs = Math.abs(Math.round(fen));
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
var YUAN;
var init_money = __esmMin((() => {
	YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;
}));
// src/rules/line-totals.ts
/** One line's total in fen. */
function lineFen(line) {
	return (yuanToFen(line.price) ?? 0) * line.quantity;
}
function lineTotals(lines) {
	return lines.reduce((totals, line) => ({
		count: totals.count + line.quantity,
		fen: totals.fen + lineFen(line)
	}), {
		count: 0,
		fen: 0
	});
}
var init_line_totals = __esmMin((() => {
	init_money();
}));
// src/rules/order-summary.ts
init_line_totals();
init_money();
function orderSummary(lines) {
	const totals = lineTotals(lines.map((line) => ({
		price: line.price,
		quantity: line.goods_num
	})));
	return {
		lines: lines.map((line, index) => ({
			key: `${index}:${line.id}`,
			goodsId: line.goods_id,
			goodsName: line.goodsName,
			colour: line.color,
			size: line.size,
			sku: line.goods_sn,
			price: line.price,
			quantity: line.goods_num,
			lineTotal: fenToYuan(lineFen({
				price: line.price,
				quantity: line.goods_num
			}))
		})),
		suppliers: [...new Set(lines.map((line) => line.sname))],
		goodsId: lines[0]?.goods_id ?? 0,
		count: totals.count,
		total: fenToYuan(totals.fen)
	};
}
// src/copy/copy.ts
/** Fills `{name}` placeholders of a template such as labels.totalItems ('共{n}件'). */
function fill(template, vars) {
	return template.replace(/\{(\w+)\}/g, (whole, name) => name in vars ? String(vars[name]) : whole);
}
var notices, labels, qualificationFields, appText, specSections$1;
var init_copy = __esmMin((() => {
	notices = {
		selectGoods: "请选择商品",
		noSimilar: "未找到相似商品",
		searchingSimilar: "正在搜索相似商品，请稍候",
		noVideo: "当前商品没有可下载的视频！",
		downloadOk: "下载成功！",
		paymentCancelled: "已取消支付",
		videoUnplayable: "该视频暂时无法播放，请稍后再试",
		imageLoadFailed: "加载失败",
		addedToCart: "商品已成功加入购物车",
		underDevelopment: "功能开发中",
		priceUnset: "0元起",
		askDaifa: "请联系商家或客服开通代发",
		useDirectShip: "请点击下方直发按钮下单",
		payConfirm: "查看供应商资质需支付100元，是否继续？",
		clickToView: "点击查看"
	};
	labels = {
		home: "首页",
		plushToys: "毛绒玩具",
		daifa: "代发",
		favourite: "收藏商品",
		findSimilar: "找相似",
		searchByTitle: "搜同款",
		wholesalePrice: "批发价",
		itemNumber: "货号",
		publishDate: "发布日期",
		updateDate: "更新日期",
		totalSales: "总销量",
		displayCount: "展示次数",
		transferCount: "上传/下载次数",
		minWeight: "最小重量",
		serviceReminder: "服务提醒",
		productNotice: "商品公告",
		colour: "颜色",
		size: "尺码",
		quantity: "数量",
		selectedList: "已选清单",
		totalItems: "共{n}件",
		totalPrice: "合计￥{amount}",
		addToCart: "加入购物车",
		buyNow: "立即购买",
		directShip: "1688直发",
		downloadAll: "下载图片视频",
		downloadVideo: "下载视频",
		uploadToPlatform: "上传到平台",
		choosePlatform: "请选择要上传的平台",
		douyin: "抖音",
		kuaishou: "快手",
		channels: "视频号",
		xiaohongshu: "小红书",
		cancel: "取消",
		confirm: "确定",
		salesRecords: "销售记录",
		transferRecords: "上传/下载记录",
		reviews: "商品评价",
		detailImages: "商品详情",
		recommended: "推荐商品",
		seeImage: "见图",
		alsoBought: "购买此商品的用户还购买了",
		cartCount: "购物车共{n}件商品",
		goToCart: "去购物车结算",
		yearsOnPlatform: "入驻{n}年",
		goodsInStock: "在售商品{n}件",
		latestUpdate: "最近上新",
		today: "今天",
		yearlySales: "年销量 1001-5000",
		address: "地址",
		qq: "QQ",
		wechat: "微信",
		phone: "电话",
		qualification: "查看资质",
		viewShop: "进入店铺",
		favouriteSupplier: "收藏供应商",
		login: "登录"
	};
	qualificationFields = {
		business_company_name: "公司名称",
		business_chairman: "法定代表人",
		business_code: "统一社会信用代码",
		business_address: "注册地址",
		business_date: "成立日期",
		business_foundation: "注册资本",
		business_expired: "营业期限",
		business_scope: "经营范围"
	};
	appText = {
		addingToCart: "正在加入…",
		cartSaveFailed: "加入购物车失败，请稍后再试",
		cartSaveFailedWhy: "加入购物车失败：{reason}",
		orderOpened: "订单 {n} 已在新标签页打开",
		popupBlocked: "订单已保存，但浏览器拦截了新标签页。",
		openConfirmOrder: "打开订单确认页",
		favouriting: "收藏中…",
		favouriteFailed: "收藏失败，请稍后再试",
		favouriteFailedWhy: "收藏失败：{reason}",
		favouriteDone: "收藏成功",
		orderNotStored: "浏览器无法保存订单（存储已满或被禁用），请检查浏览器设置后重试",
		assetActions: "素材下载与上传",
		downloadNameFallback: "商品素材",
		downloading: "正在下载",
		zipping: "正在打包",
		downloadingZip: "正在下载…",
		downloadingVideo: "正在下载视频…",
		downloadFailed: "下载失败，请检查网络后重试",
		downloadFileFailed: "{name} 下载失败（{status}），请稍后重试",
		downloadFileNetwork: "{name} 下载失败，请检查网络后重试",
		uploadPageOpened: "{platform}上传页已在新标签页打开",
		uploadPageBlocked: "浏览器拦截了新标签页。",
		openUploadPage: "打开{platform}上传页",
		uploadPageFailed: "无法打开{platform}上传页，请稍后重试",
		siteName: "毛绒玩具批发",
		siteTagline: "源头工厂 一件代发",
		searchPlaceholder: "搜索毛绒玩具",
		search: "搜索",
		loading: "正在加载…",
		retry: "重试",
		backHome: "返回首页",
		goodsList: "商品列表",
		cart: "购物车",
		similarFound: "找到{n}件相似商品，正在打开结果页…",
		viewSimilar: "查看相似商品",
		similarFailed: "找相似失败，请稍后再试",
		similarFailedWhy: "找相似失败：{reason}",
		clickCount: "{n}次浏览",
		supplierLoading: "正在加载供应商信息…",
		supplierUnavailable: "供应商信息暂时无法加载",
		supplierUnavailableHint: "不影响浏览和购买商品。",
		notFoundTitle: "页面不存在",
		notFoundBody: "您访问的页面不存在，请检查网址或返回首页。",
		badGoodsId: "商品编号无效",
		badGoodsIdHint: "请从商品列表进入，或检查网址中的 id 是否为正整数。",
		goodsNotFound: "该商品不存在或已下架。",
		loadFailed: "商品信息加载失败，请检查网络后重试。",
		pageError: "页面出错了，请刷新重试。",
		regionFailed: "{name}暂时无法显示",
		regionFailedHint: "页面其他部分不受影响。",
		goodsInfoRegion: "商品信息",
		selectionRegion: "颜色与尺码",
		purchaseRegion: "下单按钮",
		supplierRegion: "供应商信息",
		networkError: "网络连接失败，请检查网络后重试。",
		timeoutError: "请求超时，请稍后重试。",
		serverError: "服务器繁忙，请稍后重试。",
		badResponse: "服务器返回的数据有误，请稍后重试。",
		loginRequired: "请先登录。",
		forbidden: "无权进行此操作。",
		openDetailImage: "查看第{n}张详情大图",
		noDetailImages: "该商品暂无详情图。",
		serviceReminderText: "支持一件代发；现货商品48小时内发货；质量问题7天内包退换。批量采购可联系供应商议价。",
		actionSoon: "该功能即将开放",
		recommendedUnavailable: "推荐商品暂时无法加载。",
		noRecommended: "暂无推荐商品",
		colourChosenCount: "已选{n}件",
		noSpecs: "该商品暂无可选规格",
		sizeTable: "{colour}的尺码与数量",
		weight: "重量",
		price: "价格",
		stock: "库存",
		stockCount: "库存{n}",
		soldOut: "已售罄",
		grams: "{n}g",
		yuan: "￥{amount}",
		quantityOf: "{colour} {size} 数量",
		decreaseQuantity: "减少 {size} 的数量",
		increaseQuantity: "增加 {size} 的数量",
		gallery: "商品图片",
		thumbnails: "缩略图",
		thumbsPrevious: "查看前面的缩略图",
		thumbsNext: "查看后面的缩略图",
		videoMark: "视频",
		fillColourLabel: "每个尺码数量",
		fillColourPlaceholder: "如 10",
		fillColour: "整色填充",
		fillColourName: "整色填充：{colour}每个有货尺码",
		fillColourHint: "{colour}的每个有货尺码都填入这个数量，超过库存的按库存填。",
		fillColourNoStock: "{colour}已全部售罄，无法填充。",
		selectedListCount: "{list}（{n}项）",
		selectedListEmpty: "还没有选择商品，请在上方尺码表中填写数量。",
		logout: "退出",
		loggingOut: "正在退出…",
		loginMobileInvalid: "请输入正确的手机号（1开头的11位数字）",
		loginPasswordEmpty: "请输入密码",
		loginFailed: "登录失败，请稍后重试。",
		sessionExpired: "登录已失效，请重新登录",
		closeNotice: "关闭提示",
		cartWithCount: "购物车（{n}件）",
		qualificationChecking: "正在查询资质…",
		qualificationFailed: "查看资质失败",
		qualificationFlowFailed: "查看资质暂时无法打开，请检查网络后重试",
		payTabOpening: "正在打开支付页面…",
		paymentWatchUnsupported: "浏览器无法接收支付页面的通知，将定时查询支付结果。",
		sessionRestoreFailed: "登录状态确认失败，暂按访客浏览：{reason}"
	};
	specSections$1 = {
		"§2": {
			heading: "Screens and routes",
			zh: "页面与路由"
		},
		"§3": {
			heading: "Entities",
			zh: "实体与字段"
		},
		"§4": {
			heading: "States and transitions",
			zh: "状态与流转"
		},
		"§5": {
			heading: "Validation",
			zh: "校验规则"
		},
		"§6": {
			heading: "Roles",
			zh: "角色与权限"
		},
		"§7": {
			heading: "Calls",
			zh: "接口调用"
		},
		"§8": {
			heading: "Error catalogue",
			zh: "错误提示"
		},
		"§9": {
			heading: "Constants",
			zh: "业务常量"
		}
	};
}));
// src/rules/order-number.ts
init_copy();
/**
* Spec §4, §9: the buy-now order number is the timestamp plus a random number 0–99.
*
* "Plus" is a sum, as the spec's original computes it (milliseconds + 0..99), so two clicks in
* the same millisecond may collide: the store (services/order-store.ts) then takes the next free
* number, so an order already stored is never overwritten.
*/
/** The number for `timestamp` (ms) and `random` in [0, 1): timestamp + ⌊random × 100⌋. */
function orderNumber(timestamp, random) {
	const extra = Math.min(99, Math.max(0, Math.floor(random * 100)));
	return String(Math.floor(timestamp) + extra);
}
// src/rules/business-constants.ts
var RECOMMENDED_CACHE_MS, SUPPLIER_CACHE_MS;
var init_business_constants = __esmMin((() => {
	RECOMMENDED_CACHE_MS = 18e5;
	SUPPLIER_CACHE_MS = 36e5;
}));
// src/rules/media-url.ts
/**
* True when every segment of a media path stays where it is, as the server resolves it
* (server/http/send-file.ts resolveInside): no empty, '.' or '..' segment once decoded, no
* separator, backslash or NUL inside one, no undecodable escape. Issue 24 item 5: a crafted
* /search?data= card whose Picture is `/UpLoad/../api/…` must not make the browser ask for it.
*/
function staysInMediaRoot(path) {
	return path.replace(/^\/+/, "").split("/").every((raw) => {
		let segment;
		try {
			segment = decodeURIComponent(raw);
		} catch {
			return false;
		}
		return segment !== "" && segment !== "." && segment !== ".." && !/[\\/\0]/.test(segment);
	});
}
function mediaFileUrl(host, item) {
	return `${host}/${item.IsEncry ? "EnPic" : "UpLoad"}/${item.Path.replace(/^\/+|\/+$/g, "")}/${item.FName}`;
}
/** A media path of the API ('/UpLoad/…' or '/EnPic/…') as a URL on the image host. */
function mediaPathUrl(host, path) {
	return `${host}${path}`;
}
/** `url` (an original's URL from mediaPathUrl / mediaFileUrl) at width `w`. */
function sizedUrl(url, w) {
	return `${url}${url.includes("?") ? "&" : "?"}w=${w}`;
}
/** The `src`, `srcSet` and `sizes` of an <img> showing the original at `url` for `use`. */
function responsiveImage(url, use) {
	const { widths, sizes, fallback } = IMAGE_USES[use];
	return {
		src: sizedUrl(url, fallback),
		srcSet: widths.map((w) => `${sizedUrl(url, w)} ${w}w`).join(", "),
		sizes
	};
}
var FINE_POINTER, IMAGE_USES, posterUrl;
var init_media_url = __esmMin((() => {
	init_business_constants();
	FINE_POINTER = "(hover: hover) and (pointer: fine)";
	IMAGE_USES = {
		/** the gallery's 400×400 box; full width on a phone narrower than it; 2x under a mouse's zoom */
		galleryMain: {
			widths: [
				400,
				800,
				1200
			],
			sizes: `${FINE_POINTER} 800px, (max-width: 400px) 100vw, 400px`,
			fallback: 400
		},
		/** a thumbnail of the strip: a fifth of the 400 px box, less the gaps and arrows */
		thumbnail: {
			widths: [
				80,
				160,
				240
			],
			sizes: "80px",
			fallback: 80
		},
		/** a goods card: half the phone's width (2 columns), a third to a fifth above (goods-grid.tsx) */
		goodsCard: {
			widths: [
				240,
				480,
				800
			],
			sizes: "(max-width: 639px) 50vw, (max-width: 1023px) 34vw, 240px",
			fallback: 240
		},
		/** a detail image of the 商品详情 tab: the panel's width, at most 750 px less its padding */
		detailImage: {
			widths: [
				400,
				800,
				1200
			],
			sizes: "(max-width: 782px) 100vw, 720px",
			fallback: 800
		}
	};
	posterUrl = (url) => sizedUrl(url, 800);
}));
// src/services/schemas.ts
/**
* The API contract of spec §7 and of our own calls (docs/api.md), as valibot schemas.
*
* One file is the single source of truth for both sides: the app validates every response
* with these schemas, and the server's contract tests validate what the server sends with the
* very same ones, so the two cannot drift apart.
*
* Success codes follow the spec and one rule per base: calls on {apiBase} and {apiHost}/{site}
* answer code 1 on success; calls on {newApi} (/api/rbh/…) answer code 200. Anything else is a
* failure whose `msg` is a Chinese sentence the page can show.
*/
var MediaPath, Yuan, DateTimeText, Flag, SizeItem, SpecGroup, Pic, MediaItem, Goods, GoodsCard, AlsoBought, Supplier, Qualification, CartSpecLine, OrderLine, StoredOrder, User, CartLine, PaymentStatus, PAYMENT_CHANNEL, PaymentSettledMessage, ok1, ok200, AnyEnvelope, GoodsDetailResponse, RecommendedResponse, SupplierInfoResponse, QualificationResponse, CartSaveResponse, FavouriteResponse, FindSimilarResponse, DownloadUpdateResponse, LoginResponse, MeResponse, LogoutResponse, CartListResponse, CartUpdateResponse, CartRemoveResponse, GoodsPage$1, GoodsPageResponse, ShopResponse, PaymentCreateResponse, PaymentStatusResponse;
var init_schemas = __esmMin((() => {
	init_media_url();
	MediaPath = v.pipe(v.string(), v.regex(/^\/(UpLoad|EnPic)\/[^?#]+$/), v.check(staysInMediaRoot));
	Yuan = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
	DateTimeText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));
	Flag = v.picklist([0, 1]);
	SizeItem = v.object({
		id: v.number(),
		size: v.string(),
		goods_sn: v.string(),
		/** grams */
		weight: v.number(),
		price: Yuan,
		stock: v.number(),
		thumbnail: MediaPath
	});
	SpecGroup = v.object({
		color: v.string(),
		sizes: v.array(SizeItem)
	});
	Pic = v.variant("type", [v.object({
		type: v.literal(1),
		file: MediaPath
	}), v.object({
		type: v.literal(2),
		file: MediaPath,
		poster: MediaPath
	})]);
	MediaItem = v.pipe(v.object({
		IsVideo: Flag,
		IsEncry: Flag,
		Path: v.string(),
		FName: v.string()
	}), v.check((item) => staysInMediaRoot(`${item.Path.replace(/^\/+|\/+$/g, "")}/${item.FName}`)));
	Goods = v.object({
		ID: v.number(),
		PName: v.string(),
		ToySn: v.string(),
		ITime: DateTimeText,
		CTime: DateTimeText,
		sale_num: v.number(),
		PHotNum: v.number(),
		BuyNum: v.number(),
		min_weight: v.number(),
		message: v.string(),
		skuFlag: v.number(),
		/** "0元起" when the price is not set, else yuan with two decimals. */
		price: v.union([v.literal("0元起"), Yuan]),
		/** The supplier's direct-ship link; '' when there is none. */
		ali_url: v.string(),
		SID: v.number(),
		SName: v.string(),
		specs: v.array(SpecGroup),
		pics: v.pipe(v.array(Pic), v.minLength(1)),
		/** The goods' media in gallery order (the video first when there is one): what the zip download holds. */
		imageList: v.array(MediaItem),
		/** Detail images for the 商品详情 tab (ours: the spec names the tab, not its field). */
		detailList: v.array(MediaItem)
	});
	GoodsCard = v.object({
		ID: v.number(),
		Picture: MediaPath,
		PName: v.string(),
		/** '' shows 见图 */
		Price: v.string(),
		PClickCount: v.number()
	});
	AlsoBought = v.object({
		ID: v.number(),
		Path: v.string(),
		FName: v.string(),
		IsEncry: Flag
	});
	Supplier = v.object({
		ID: v.number(),
		CName: v.string(),
		comeInYear: v.number(),
		totalGoods: v.number(),
		updateNewTime: DateTimeText,
		Addr: v.string(),
		QQ: v.string(),
		Weixin: v.string(),
		Mobile: v.string(),
		/** '' when there is no second phone */
		Mobile1: v.string(),
		/** 0 all purchase buttons; 1 no direct-ship; 2 direct-ship only (spec §4) */
		shipping_type: v.picklist([
			0,
			1,
			2
		]),
		goods: v.array(AlsoBought)
	});
	Qualification = v.object({
		business_company_name: v.string(),
		business_chairman: v.string(),
		business_code: v.string(),
		business_address: v.string(),
		business_date: v.string(),
		business_foundation: v.string(),
		business_expired: v.string(),
		business_scope: v.string()
	});
	CartSpecLine = v.object({
		...SizeItem.entries,
		num: v.pipe(v.number(), v.integer(), v.minValue(1)),
		goods_num: v.pipe(v.number(), v.integer(), v.minValue(1))
	});
	OrderLine = v.object({
		...CartSpecLine.entries,
		color: v.string(),
		goods_id: v.number(),
		goodsName: v.string(),
		sname: v.string()
	});
	StoredOrder = v.pipe(v.array(OrderLine), v.minLength(1));
	User = v.object({
		id: v.number(),
		nickname: v.string()
	});
	CartLine = v.object({
		id: v.number(),
		goods_id: v.number(),
		sku_id: v.number(),
		PName: v.string(),
		color: v.string(),
		size: v.string(),
		goods_sn: v.string(),
		price: Yuan,
		goods_num: v.number(),
		stock: v.number(),
		thumbnail: MediaPath
	});
	PaymentStatus = v.picklist([
		"pending",
		"paid",
		"cancelled"
	]);
	PAYMENT_CHANNEL = "plush-payments";
	PaymentSettledMessage = v.object({
		order_no: v.string(),
		status: v.picklist(["paid", "cancelled"])
	});
	ok1 = (data) => v.object({
		code: v.literal(1),
		msg: v.optional(v.string(), ""),
		data
	});
	ok200 = (data) => v.object({
		code: v.literal(200),
		msg: v.optional(v.string(), ""),
		data
	});
	AnyEnvelope = v.looseObject({
		code: v.number(),
		msg: v.optional(v.string())
	});
	GoodsDetailResponse = ok1(Goods);
	RecommendedResponse = ok1(v.array(GoodsCard));
	SupplierInfoResponse = ok1(Supplier);
	QualificationResponse = ok1(v.object({ extend: Qualification }));
	CartSaveResponse = ok200(v.object({ count: v.number() }));
	FavouriteResponse = ok1(v.nullish(v.unknown()));
	FindSimilarResponse = v.object({
		code: v.literal(1),
		msg: v.optional(v.string(), ""),
		data: v.array(GoodsCard),
		totalCount: v.number()
	});
	DownloadUpdateResponse = ok1(v.object({ BuyNum: v.number() }));
	LoginResponse = ok1(v.object({
		user: User,
		token: v.string(),
		expiresAt: v.string()
	}));
	MeResponse = ok1(v.object({ user: User }));
	LogoutResponse = ok1(v.nullish(v.unknown()));
	CartListResponse = ok200(v.object({
		lines: v.array(CartLine),
		count: v.number()
	}));
	CartUpdateResponse = ok200(v.object({ count: v.number() }));
	CartRemoveResponse = ok200(v.object({ count: v.number() }));
	GoodsPage$1 = v.object({
		list: v.array(GoodsCard),
		totalCount: v.number(),
		page: v.number(),
		size: v.number()
	});
	GoodsPageResponse = ok1(GoodsPage$1);
	ShopResponse = ok1(v.object({
		supplier: Supplier,
		page: GoodsPage$1
	}));
	PaymentCreateResponse = ok1(v.object({
		order_no: v.string(),
		money: v.literal(100),
		body: v.string(),
		expires: v.number(),
		sign: v.string()
	}));
	PaymentStatusResponse = ok1(v.object({
		order_no: v.string(),
		status: PaymentStatus
	}));
}));
// src/services/order-store.ts
/**
* The buy-now orders of spec §4: the selected lines are kept in localStorage under the order
* number, and /confirmOrder?order_no= (another tab) reads them back.
*
* Writing never overwrites an order already stored (a collision takes the next free number) and
* fails loudly (OrderStoreError with a Chinese message) when storage is unavailable or full, so
* the buyer is told and no tab opens on an order that was not kept. Reading validates what it
* finds, because another script or an old version may have left anything under that key.
*/
init_schemas();
var OrderStoreError = class extends Error {
	name = "OrderStoreError";
};
/** How many later numbers are tried when the drawn one is taken (a burst of clicks in one ms). */
var MAX_TRIES = 1e3;
function storeOrder(lines, now = Date.now, random = Math.random, storage = () => window.localStorage) {
	try {
		const store = storage();
		const first = Number(orderNumber(now(), random()));
		for (let n = first; n < first + MAX_TRIES; n += 1) {
			const key = String(n);
			if (store.getItem(key) !== null) continue;
			store.setItem(key, JSON.stringify(lines));
			return key;
		}
	} catch {}
	throw new OrderStoreError(appText.orderNotStored);
}
function readOrder(orderNo, storage = () => window.localStorage) {
	let text;
	try {
		text = storage().getItem(orderNo);
	} catch {
		return {
			status: "unreadable",
			orderNo
		};
	}
	if (text === null) return {
		status: "missing",
		orderNo
	};
	try {
		const parsed = v.safeParse(StoredOrder, JSON.parse(text));
		return parsed.success ? {
			status: "found",
			orderNo,
			lines: parsed.output
		} : {
			status: "unreadable",
			orderNo
		};
	} catch {
		return {
			status: "unreadable",
			orderNo
		};
	}
}
// src/views/message-panel.tsx
function MessagePanel({ title, children, action, tone = "info" }) {
	return /* @__PURE__ */ jsxs("section", {
		role: tone === "error" ? "alert" : "status",
		className: "mx-auto my-10 max-w-lg rounded-lg border border-neutral-200 bg-white p-8 text-center shadow-sm",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: tone === "error" ? "text-lg font-semibold text-red-600" : "text-lg font-semibold",
				children: title
			}),
			children && /* @__PURE__ */ jsx("div", {
				className: "mt-2 text-neutral-600",
				children
			}),
			action && /* @__PURE__ */ jsx("div", {
				className: "mt-5 flex justify-center gap-3",
				children: action
			})
		]
	});
}
/** A page-sized failure: what failed, why (the call's Chinese message), and 重试. */
function FailurePanel({ title, error, onRetry }) {
	return /* @__PURE__ */ jsx(MessagePanel, {
		tone: "error",
		title,
		action: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: primaryButton,
			onClick: onRetry,
			children: appText.retry
		}),
		children: error
	});
}
var primaryButton;
var init_message_panel = __esmMin((() => {
	init_copy();
	primaryButton = "rounded bg-brand-500 px-5 py-2 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
}));
// src/services/early-taps.ts
/**
* The field's text as typed, told to React as an input event: React compares with the value it
* last knew, so the field is first put back to the server's value (through React's own tracking
* setter), then to the typed text behind React's back.
*/
function replayTyping(field) {
	const typed = field.value;
	if (typed === field.defaultValue) return;
	field.value = field.defaultValue;
	nativeValue()?.call(field, typed);
	field.dispatchEvent(new Event("input", { bubbles: true }));
}
/**
* Plays the kept taps once, in order, on the elements still in the page. Called once the page's
* content has hydrated and its effects have run (views/after-hydration.tsx, the last thing
* in the page frame): a tap must find the page listening (a visitor's 加入购物车 asks the session
* for the login through a subscription the page makes in an effect).
*/
function replayEarlyTaps() {
	const kept = waiting;
	waiting = [];
	for (const element of kept) {
		if (!element.isConnected) continue;
		if (element instanceof HTMLInputElement) replayTyping(element);
		else element.click();
	}
}
var nativeValue, waiting;
var init_early_taps = __esmMin((() => {
	nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
	waiting = [];
}));
// src/views/after-hydration.tsx
/**
* The last thing of every page's frame: once the page has hydrated and the effects of everything
* before it have run (the page's subscriptions), the taps made before the bundle ran are played
* (services/early-taps.ts). Renders nothing, so it is the same on the server and in the browser.
*/
function AfterHydration() {
	useEffect(() => replayEarlyTaps(), []);
	return null;
}
var init_after_hydration = __esmMin((() => {
	init_early_taps();
}));
// src/views/session-context.tsx
/**
* The buyer's session as views see it: the session machine's view and its `send`, handed down by
* the root route (src/routes/session-provider.tsx) through React context, so that the header,
* the login dialog and every page read one session without importing services.
*
* The types here are the contract between the session machine (src/machines/session.machine.ts,
* whose `toSessionView` returns SessionViewData and whose events include SessionEvent) and the
* pages that use it. Outside a provider (a view rendered alone in a test) there is no session:
* `useSession()` answers null and the header shows no account area.
*/
function useSession() {
	return useContext(SessionContext);
}
var SessionContext;
var init_session_context = __esmMin((() => {
	SessionContext = createContext(null);
}));
// src/views/page-frame.tsx
/**
* The frame every page shares: the site header with search and the buyer's account area, an
* optional breadcrumb, the page's content and a footer. Presentational only: the search box is a
* plain form whose submit the router turns into /search?keyword=, and the account area renders
* the session's view (src/views/session-context.tsx) and sends its events. Outside a session
* provider (a view alone in a test, the root error page) the header has no account area.
*/
function PageFrame({ breadcrumb, wide = false, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-screen flex-col",
		children: [
			/* @__PURE__ */ jsx(SiteHeader, {}),
			/* @__PURE__ */ jsxs("main", {
				className: `mx-auto w-full flex-1 px-3 py-3 ${wide ? "max-w-[1600px]" : "max-w-[1200px]"}`,
				children: [breadcrumb && /* @__PURE__ */ jsx(Breadcrumb, { crumbs: breadcrumb }), children]
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: "border-t border-neutral-200 bg-white py-4 text-center text-xs text-neutral-500",
				children: [
					appText.siteName,
					" · ",
					appText.siteTagline
				]
			}),
			/* @__PURE__ */ jsx(AfterHydration, {})
		]
	});
}
/** The site header, and under it the session's passing notice (登录已失效，请重新登录) when there is one. */
function SiteHeader() {
	const navigate = useNavigate();
	const session = useSession();
	const onSearch = (event) => {
		event.preventDefault();
		const keyword = String(new FormData(event.currentTarget).get("keyword") ?? "").trim();
		if (keyword) navigate({
			to: "/search",
			search: { keyword }
		});
	};
	const cartCount = session?.view.status === "loggedIn" ? session.view.cartCount : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("header", {
		className: "border-b border-neutral-200 bg-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-6 gap-y-2 px-3 py-3",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "text-xl font-bold text-brand-600",
					children: appText.siteName
				}),
				/* @__PURE__ */ jsx("search", {
					className: "flex min-w-0 flex-1 basis-64",
					children: /* @__PURE__ */ jsxs("form", {
						onSubmit: onSearch,
						className: "flex min-w-0 flex-1",
						children: [/* @__PURE__ */ jsx("input", {
							name: "keyword",
							type: "search",
							"aria-label": appText.searchPlaceholder,
							placeholder: appText.searchPlaceholder,
							className: "min-w-0 flex-1 rounded-l border-2 border-brand-500 px-3 py-1.5 outline-none"
						}), /* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "rounded-r bg-brand-500 px-4 text-white hover:bg-brand-600",
							children: appText.search
						})]
					})
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-label": "站点导航",
					className: "flex items-center gap-4 text-neutral-600",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/goods",
						className: "hover:text-brand-600",
						children: appText.goodsList
					}), /* @__PURE__ */ jsxs(Link, {
						to: "/shoppingCart",
						className: "inline-flex items-center gap-1 hover:text-brand-600",
						"aria-label": cartCount === null ? void 0 : fill(appText.cartWithCount, { n: cartCount }),
						children: [appText.cart, cartCount !== null && /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "min-w-5 rounded-full bg-brand-500 px-1.5 text-center text-xs leading-5 text-white",
							children: cartCount
						})]
					})]
				}),
				session && /* @__PURE__ */ jsx(AccountArea, { session })
			]
		})
	}), session?.view.notice && /* @__PURE__ */ jsx("div", {
		role: "status",
		className: "border-b border-amber-200 bg-amber-50",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-[1200px] items-center justify-between gap-3 px-3 py-2 text-sm text-amber-900",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "flex-1",
					children: session.view.notice
				}),
				session.view.canRetryRestore && /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => session.send({ type: "user.retryRestore" }),
					className: "rounded border border-amber-300 bg-white px-3 py-0.5 text-amber-900 hover:bg-amber-100",
					children: appText.retry
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": appText.closeNotice,
					onClick: () => session.send({ type: "user.dismissSessionNotice" }),
					className: "rounded px-2 text-lg leading-none text-amber-700 hover:bg-amber-100",
					children: /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "×"
					})
				})
			]
		})
	})] });
}
/**
* 登录 for a visitor, the nickname and 退出 for a buyer. Its width is kept while the stored session
* is being checked, so the header does not jump when the answer comes.
*/
function AccountArea({ session: { view, send } }) {
	const restoring = view.status === "restoring";
	return /* @__PURE__ */ jsxs("div", {
		"aria-busy": restoring,
		className: "flex min-h-8 min-w-32 items-center justify-end gap-3",
		children: [view.status === "loggedOut" && /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => send({ type: "user.openLogin" }),
			className: "rounded bg-brand-500 px-4 py-1 text-sm text-white hover:bg-brand-600",
			children: labels.login
		}), view.status === "loggedIn" && view.user && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
			className: "max-w-[12ch] truncate text-neutral-800",
			title: view.user.nickname,
			children: view.user.nickname
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			disabled: view.loggingOut,
			"aria-busy": view.loggingOut,
			onClick: () => send({ type: "user.logout" }),
			className: headerButton,
			children: view.loggingOut ? appText.loggingOut : appText.logout
		})] })]
	});
}
function Breadcrumb({ crumbs }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "面包屑",
		className: "mb-3 text-neutral-600",
		children: /* @__PURE__ */ jsx("ol", {
			className: "flex flex-wrap items-center gap-1",
			children: crumbs.map((crumb, i) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-1",
				children: [i > 0 && /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "›"
				}), crumb.to ? /* @__PURE__ */ jsx(Link, {
					to: crumb.to,
					className: "hover:text-brand-600",
					children: crumb.label
				}) : /* @__PURE__ */ jsx("span", {
					"aria-current": "page",
					className: "max-w-[40ch] truncate text-neutral-700",
					children: crumb.label
				})]
			}, crumb.label))
		})
	});
}
var plushCrumbs, headerButton;
var init_page_frame = __esmMin((() => {
	init_copy();
	init_after_hydration();
	init_session_context();
	plushCrumbs = [{
		label: labels.home,
		to: "/"
	}, {
		label: labels.plushToys,
		to: "/goods"
	}];
	headerButton = "rounded border border-neutral-300 px-3 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-wait disabled:opacity-60";
}));
// src/rules/login-input.ts
/**
* The number as the buyer meant it: a Chinese IME may type full-width digits, and people write
* numbers in groups ('138 0013 8000', '138-0013-8000').
*/
function normaliseMobile(text) {
	return text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 65248)).replace(/[\s-－]/g, "");
}
function loginInputProblem(mobile, password) {
	if (!MOBILE_PATTERN.test(normaliseMobile(mobile))) return "mobile";
	if (password === "") return "password";
	return null;
}
var MOBILE_PATTERN;
var init_login_input = __esmMin((() => {
	MOBILE_PATTERN = /^1\d{10}$/;
}));
// src/machines/api-failure.ts
/**
* Pure readers of a failed call's error, for guards. Machines never import services, so they
* look at the error's shape (services/api-error.ts ApiError has `status` and a Chinese message).
*/
function failureStatus(error) {
	if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") return error.status;
}
/** The Chinese message to show for a failure, or `fallback` when the error carries none. */
function failureMessage(error, fallback) {
	return error instanceof Error && error.message ? error.message : fallback;
}
/**
* The server answered but said no (HTTP 200 with a failure code: services/api-error.ts ApiError
* of kind 'rejected'), as opposed to a call that got no usable answer.
*/
function failureRefused(error) {
	return typeof error === "object" && error !== null && "kind" in error && error.kind === "rejected";
}
var init_api_failure = __esmMin((() => {}));
// src/machines/session.machine.ts
init_message_panel();
init_page_frame();
/**
* session: who the buyer is (spec §4 "Logged out", §6 roles, §7 uid), the 登录 dialog, and the
* cart count the header shows.
*
*   restoring ──restoreSession: a user──────────────────────────────▶ loggedIn
*      ├──────── no token / token refused ──────────────────▶ loggedOut
*      └──────── no answer (network, 5xx) ──▶ loggedOut.restoreFailed ──user.retryRestore──▶ restoring
*
*   loggedOut                                          loggedIn  (watchSession runs throughout)
*     idle ──user.openLogin──▶ editing                   countingCart ──▶ cartCounted | cartUncounted
*      ▲  ◀──user.closeLogin── editing | submitting | rejected          cart.changed ──▶ cartCounted
*      │                       editing | rejected ──user.submitLogin──▶ ├─ user.logout ──▶ loggingOut ──▶ loggedOut
*      │                         ├ [bad input] ──▶ rejected (no call)    └─ watchSession ends (401 / another tab
*      │                         └ ──▶ submitting ──login ok──▶ loggedIn     logged out) ──▶ loggedOut + notice
*      │                                        └──login error──▶ rejected
*
* Why so:
* - The dialog's states live under loggedOut: a logged-in buyer cannot open it (user.openLogin is
*   simply not taken there), and a session that ends while browsing lands in loggedOut.idle.
* - `rejected` keeps the dialog open with the reason in Chinese; the view keeps what was typed.
* - A restore that fails on the network is not a logout: the service keeps the token for the next
*   load, the buyer is a visitor for now.
* - watchSession is a promise that settles when the token dies (a 401 on any call, or another tab
*   removing it): settling is the one way a session ends without the buyer asking, so it can be
*   played like any call's outcome in tests and on /flows.
* - loggingOut keeps the user until the server has been told (or could not be), so the header
*   does not flash 登录 while the call runs; it always ends logged out, the token is gone anyway.
* - The page that asked for the login hears how it ended through emitted events: `loggedIn`
*   (carry on with what needed it) or `loginDismissed` (forget it).
*/
init_copy();
init_login_input();
init_api_failure();
var inputProblemText$1 = {
	mobile: appText.loginMobileInvalid,
	password: appText.loginPasswordEmpty
};
var notProvided$9 = (name) => async () => {
	throw new Error(`session: the ${name} actor was not provided`);
};
var signedOut$1 = {
	user: null,
	cartCount: null
};
var sessionMachine$1 = setup({
	types: {
		context: {},
		events: {},
		emitted: {},
		children: {}
	},
	actors: {
		/** the buyer of the stored token; null without one or when the server refuses it */
		restoreSession: fromPromise(notProvided$9("restoreSession")),
		login: fromPromise(notProvided$9("login")),
		/** tells the server and forgets the token, even when the call fails */
		logout: fromPromise(notProvided$9("logout")),
		/** settles when the token dies behind the page's back */
		watchSession: fromPromise(notProvided$9("watchSession")),
		loadCartCount: fromPromise(notProvided$9("loadCartCount"))
	},
	guards: {
		restoredUser: ({ event }) => "output" in event && event.output !== null,
		loginInputInvalid: ({ event }) => event.type === "user.submitLogin" && loginInputProblem(event.mobile, event.password) !== null,
		hasNotice: ({ context }) => context.notice !== null
	},
	actions: {
		openDialog: assign(({ event }) => {
			assertEvent(event, "user.openLogin");
			return {
				reason: event.reason ?? null,
				loginError: null
			};
		}),
		closeDialog: assign({
			reason: null,
			loginError: null
		}),
		emitDismissed: emit({ type: "loginDismissed" }),
		rejectInput: assign(({ event }) => {
			assertEvent(event, "user.submitLogin");
			const problem = loginInputProblem(event.mobile, event.password);
			return {
				mobile: event.mobile,
				loginError: problem && inputProblemText$1[problem]
			};
		}),
		startLogin: assign(({ event }) => {
			assertEvent(event, "user.submitLogin");
			return {
				mobile: event.mobile,
				loginError: null
			};
		}),
		rejectLogin: assign({ loginError: ({ event }) => failureMessage("error" in event ? event.error : null, appText.loginFailed) }),
		dismissNotice: assign({ notice: null }),
		noteRestoreFailed: assign({ notice: ({ event }) => fill(appText.sessionRestoreFailed, { reason: failureMessage(event.error, "") }) })
	}
}).createMachine({
	id: "session",
	context: {
		user: null,
		cartCount: null,
		notice: null,
		reason: null,
		loginError: null,
		mobile: ""
	},
	initial: "restoring",
	states: {
		restoring: {
			initial: "quiet",
			states: {
				quiet: { on: { "user.openLogin": {
					target: "loginWanted",
					actions: "openDialog"
				} } },
				loginWanted: {}
			},
			invoke: {
				id: "restoreSession",
				src: "restoreSession",
				onDone: [
					{
						guard: "restoredUser",
						target: "loggedIn",
						actions: assign({ user: ({ event }) => event.output })
					},
					{
						guard: stateIn({ restoring: "loginWanted" }),
						target: "loggedOut.editing"
					},
					{ target: "loggedOut" }
				],
				onError: [{
					guard: stateIn({ restoring: "loginWanted" }),
					target: "loggedOut.editing",
					actions: "noteRestoreFailed"
				}, {
					target: "loggedOut.restoreFailed",
					actions: "noteRestoreFailed"
				}]
			}
		},
		loggedOut: {
			initial: "idle",
			on: { "user.dismissSessionNotice": {
				guard: "hasNotice",
				actions: "dismissNotice"
			} },
			states: {
				idle: { on: { "user.openLogin": {
					target: "editing",
					actions: "openDialog"
				} } },
				restoreFailed: { on: {
					"user.retryRestore": {
						target: "#session.restoring",
						actions: "dismissNotice"
					},
					"user.openLogin": {
						target: "editing",
						actions: "openDialog"
					},
					"user.dismissSessionNotice": {
						target: "idle",
						actions: "dismissNotice"
					}
				} },
				editing: { on: {
					"user.submitLogin": [{
						guard: "loginInputInvalid",
						target: "rejected",
						actions: "rejectInput"
					}, {
						target: "submitting",
						actions: "startLogin"
					}],
					"user.closeLogin": {
						target: "idle",
						actions: ["closeDialog", "emitDismissed"]
					}
				} },
				submitting: {
					invoke: {
						id: "login",
						src: "login",
						input: ({ event }) => {
							assertEvent(event, "user.submitLogin");
							return {
								mobile: normaliseMobile(event.mobile),
								password: event.password
							};
						},
						onDone: {
							target: "#session.loggedIn",
							actions: [assign(({ event }) => ({
								user: event.output,
								notice: null,
								reason: null,
								loginError: null
							})), emit(({ event }) => ({
								type: "loggedIn",
								user: event.output
							}))]
						},
						onError: {
							target: "rejected",
							actions: "rejectLogin"
						}
					},
					on: { "user.closeLogin": {
						target: "idle",
						actions: ["closeDialog", "emitDismissed"]
					} }
				},
				rejected: { on: {
					"user.submitLogin": [{
						guard: "loginInputInvalid",
						target: "rejected",
						reenter: true,
						actions: "rejectInput"
					}, {
						target: "submitting",
						actions: "startLogin"
					}],
					"user.closeLogin": {
						target: "idle",
						actions: ["closeDialog", "emitDismissed"]
					}
				} }
			}
		},
		loggedIn: {
			invoke: {
				id: "watchSession",
				src: "watchSession",
				onDone: {
					target: "loggedOut",
					actions: assign({
						...signedOut$1,
						notice: appText.sessionExpired
					})
				},
				onError: {
					target: "loggedOut",
					actions: assign({
						...signedOut$1,
						notice: appText.sessionExpired
					})
				}
			},
			initial: "countingCart",
			on: {
				"cart.changed": {
					target: ".cartCounted",
					actions: assign({ cartCount: ({ event }) => event.count })
				},
				"user.logout": { target: "loggingOut" }
			},
			states: {
				countingCart: { invoke: {
					id: "loadCartCount",
					src: "loadCartCount",
					onDone: {
						target: "cartCounted",
						actions: assign({ cartCount: ({ event }) => event.output })
					},
					onError: { target: "cartUncounted" }
				} },
				cartCounted: {},
				cartUncounted: {}
			}
		},
		loggingOut: { invoke: {
			id: "logout",
			src: "logout",
			onDone: {
				target: "loggedOut",
				actions: assign(signedOut$1)
			},
			onError: {
				target: "loggedOut",
				actions: assign(signedOut$1)
			}
		} }
	}
});
var dialogStates$1 = [
	"editing",
	"submitting",
	"rejected"
];
/** What the header, the login dialog and the pages see of the session, from the snapshot only. */
function toSessionView$1(snapshot) {
	const { user, cartCount, notice, reason, loginError, mobile } = snapshot.context;
	return {
		status: snapshot.matches("restoring") ? "restoring" : snapshot.matches("loggedOut") ? "loggedOut" : "loggedIn",
		user,
		uid: user?.id ?? 0,
		cartCount,
		login: {
			open: dialogStates$1.some((state) => snapshot.matches({ loggedOut: state })),
			submitting: snapshot.matches({ loggedOut: "submitting" }),
			error: snapshot.matches({ loggedOut: "rejected" }) ? loginError : null,
			reason,
			mobile
		},
		notice,
		canRetryRestore: snapshot.matches({ loggedOut: "restoreFailed" }),
		loggingOut: snapshot.matches("loggingOut")
	};
}
// src/services/api-error.ts
/** The message for a failure without a usable `msg` from the server. */
function defaultMessage(kind, status) {
	if (kind === "network") return appText.networkError;
	if (kind === "timeout") return appText.timeoutError;
	if (kind === "schema") return appText.badResponse;
	if (status === 401) return appText.loginRequired;
	if (status === 403) return appText.forbidden;
	if (status === 404) return appText.goodsNotFound;
	return appText.serverError;
}
var ApiError;
var init_api_error = __esmMin((() => {
	init_copy();
	ApiError = class extends Error {
		kind;
		status;
		code;
		name = "ApiError";
		constructor(kind, message, status, code) {
			super(message);
			this.kind = kind;
			this.status = status;
			this.code = code;
		}
		get isNotFound() {
			return this.status === 404;
		}
	};
}));
// src/services/config.ts
var env$1, base$1, bases, REQUEST_TIMEOUT_MS;
var init_config = __esmMin((() => {
	env$1 = {
		"BASE_URL": "/",
		"DEV": false,
		"MODE": "production",
		"PROD": true,
		"SSR": true
	};
	base$1 = (value) => (value ?? "").replace(/\/+$/, "");
	bases = {
		apiBase: base$1(env$1.VITE_API_BASE),
		newApi: base$1(env$1.VITE_NEW_API),
		apiHost: base$1(env$1.VITE_API_HOST),
		site: base$1(env$1.VITE_SITE),
		imageHost: base$1(env$1.VITE_IMAGE_HOST),
		payHost: base$1(env$1.VITE_PAY_HOST)
	};
	REQUEST_TIMEOUT_MS = 15e3;
}));
// src/services/token-store.ts
function readToken() {
	try {
		const stored = localStorage.getItem(KEY);
		if (stored === null) return memory;
		if (TOKEN_SHAPE.test(stored)) return stored;
		localStorage.removeItem(KEY);
		return memory;
	} catch {
		return memory;
	}
}
/** Stores the token of a login, or forgets it (null) on logout. Nobody is told: the caller knows. */
function writeToken(token) {
	memory = token;
	try {
		if (token === null) localStorage.removeItem(KEY);
		else localStorage.setItem(KEY, token);
	} catch {
		try {
			localStorage.removeItem(KEY);
		} catch {}
	}
}
function notify() {
	for (const listener of [...listeners$1]) listener();
}
/**
* A call that carried `token` was refused with 401: the token is dead, so it is forgotten and the
* listeners are told. A token a newer login already replaced is left alone (a slow call of the
* old session must not log out the new one).
*/
function revokeToken(token) {
	if (readToken() !== token) return;
	writeToken(null);
	notify();
}
function onStorage(event) {
	if (!((event.key === KEY || event.key === null) && event.newValue === null)) return;
	memory = null;
	notify();
}
/**
* Calls `listener` whenever the token dies (see the file's comment). Returns the unsubscribe.
* The window's `storage` listener is attached while someone listens.
*/
function onTokenRevoked(listener) {
	listeners$1.add(listener);
	if (listeners$1.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
	return () => {
		listeners$1.delete(listener);
		if (listeners$1.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
	};
}
var KEY, memory, TOKEN_SHAPE, listeners$1;
var init_token_store = __esmMin((() => {
	KEY = "plush.session.token";
	memory = null;
	TOKEN_SHAPE = /^[A-Za-z0-9\-._~+/]{1,512}=*$/;
	listeners$1 = /* @__PURE__ */ new Set();
}));
// src/services/http.ts
/**
* One ofetch instance per base of spec §7, each attaching the session's bearer token, and the
* one function every call goes through: it turns every way a call can fail into an ApiError
* and validates the answer against the call's schema.
*/
/** The bearer token a call carried, read back from its headers. */
function carriedToken(headers) {
	return /^Bearer\s+(\S+)$/.exec(headers.get("Authorization") ?? "")?.[1] ?? null;
}
function client(baseURL) {
	return ofetch.create({
		baseURL,
		onRequest({ options }) {
			const token = readToken();
			if (token) options.headers.set("Authorization", `Bearer ${token}`);
		},
		onResponseError({ response, options }) {
			const token = carriedToken(options.headers);
			if (response.status === 401 && token) revokeToken(token);
		}
	});
}
/** The server's Chinese `msg` from an error body, if it sent one. */
function messageOf(body) {
	const parsed = v.safeParse(AnyEnvelope, body);
	return parsed.success ? {
		msg: parsed.output.msg || void 0,
		code: parsed.output.code
	} : {};
}
function toApiError(error) {
	if (error instanceof ApiError) return error;
	if (error instanceof FetchError) {
		const status = error.response?.status;
		if (status === void 0) {
			const kind = error.cause instanceof Error && error.cause.name === "TimeoutError" ? "timeout" : "network";
			return new ApiError(kind, defaultMessage(kind));
		}
		const { msg, code } = messageOf(error.data);
		return new ApiError("http", msg ?? defaultMessage("http", status), status, code);
	}
	if (error instanceof SyntaxError) return new ApiError("schema", defaultMessage("schema"));
	return new ApiError("network", defaultMessage("network"));
}
/** One attempt, with time of its own: ofetch times a call out only when no signal is given. */
function attempt(api, path, options, timeout) {
	const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeout)]) : void 0;
	return api(path, {
		...options,
		timeout,
		retry: 0,
		...signal && { signal },
		responseType: "json"
	});
}
/**
* Sends a call and returns its answer validated by `schema`. An answer with a failure code
* (the schema's success literal does not match) becomes a `rejected` ApiError carrying the
* server's msg; any other mismatch is a `schema` error. `retry` more attempts are made (GETs
* only, see get()) when no answer or a 5xx came, each with its own timeout, and never once the
* caller has stopped waiting (its signal aborted).
*/
async function request(api, path, schema, options = {}) {
	const timeout = options.timeout ?? 15e3;
	const retries = Number(options.retry) || 0;
	let body;
	for (let tried = 0;; tried++) try {
		body = await attempt(api, path, options, timeout);
		break;
	} catch (error) {
		const failure = toApiError(error);
		if (tried >= retries || options.signal?.aborted || !worthRetrying(failure)) throw failure;
	}
	const parsed = v.safeParse(schema, body);
	if (parsed.success) return parsed.output;
	const { msg, code } = messageOf(body);
	if (code !== void 0 && parsed.issues.some((issue) => issue.path?.[0]?.key === "code")) throw new ApiError("rejected", msg ?? defaultMessage("http"), 200, code);
	throw new ApiError("schema", defaultMessage("schema"), 200, code);
}
/**
* A fresh Idempotency-Key: 128 random bits in hex. getRandomValues, not randomUUID, which a page
* served over plain http from a LAN address does not have.
*/
function newIdempotencyKey() {
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
var clients, worthRetrying, post, postOnce, get;
var init_http = __esmMin((() => {
	init_api_error();
	init_config();
	init_schemas();
	init_token_store();
	clients = {
		apiBase: client(bases.apiBase),
		newApi: client(bases.newApi),
		apiHost: client(bases.apiHost),
		site: client(bases.site)
	};
	worthRetrying = ({ kind, status = 0 }) => kind === "network" || kind === "timeout" || status >= 500;
	post = (api, path, body, schema, signal) => request(api, path, schema, {
		method: "POST",
		body,
		signal
	});
	postOnce = (api, path, body, schema, signal) => request(api, path, schema, {
		method: "POST",
		body,
		signal,
		retry: 1,
		headers: { "Idempotency-Key": newIdempotencyKey() }
	});
	get = (api, path, query, schema, signal) => request(api, path, schema, {
		method: "GET",
		query,
		retry: 1,
		signal
	});
}));
// src/services/auth-api.ts
init_api_error();
init_http();
init_schemas();
init_token_store();
async function login(mobile, password, signal) {
	const { data } = await post(clients.site, "/api/auth/login", {
		mobile,
		password
	}, LoginResponse, signal);
	writeToken(data.token);
	return data.user;
}
async function logout() {
	try {
		await post(clients.site, "/api/auth/logout", {}, LogoutResponse);
	} finally {
		writeToken(null);
	}
}
async function fetchMe(signal) {
	return (await get(clients.site, "/api/auth/me", {}, MeResponse, signal)).data.user;
}
/**
* The buyer of the stored token, on page load: null without a token, or when the server no
* longer knows it (401: http.ts has already forgotten it). Any other failure (offline, 5xx) is
* thrown and the token is KEPT: the buyer browses as a visitor now, and the next load tries again.
*/
async function restoreSession(signal) {
	if (!readToken()) return null;
	try {
		return await fetchMe(signal);
	} catch (error) {
		if (error instanceof ApiError && error.status === 401) return null;
		throw error;
	}
}
// src/services/cart-api.ts
/**
* POST {newApi}/api/rbh/cart/save {uid, goods_id, goods_spec}: goods_spec is JSON text of the
* selected size lines. Success is code 200; data.count is the cart's item count after the save.
* Sent with an Idempotency-Key, so its one retry after a lost answer cannot add the lines twice.
*/
async function saveToCart(uid, goodsId, lines) {
	const body = {
		uid,
		goods_id: goodsId,
		goods_spec: JSON.stringify(lines)
	};
	return (await postOnce(clients.newApi, "/api/rbh/cart/save", body, CartSaveResponse)).data;
}
/** GET {newApi}/api/rbh/cart/list: the logged-in buyer's cart. */
async function fetchCart(signal) {
	return (await get(clients.newApi, "/api/rbh/cart/list", {}, CartListResponse, signal)).data;
}
/**
* POST {newApi}/api/rbh/cart/update {uid, id, goods_num}: sets the quantity of cart line `id`
* (1 ≤ goodsNum ≤ stock, else a 400 whose msg names the limit). Answers the cart's new count.
*/
async function updateCartLine(uid, id, goodsNum, signal) {
	const body = {
		uid,
		id,
		goods_num: goodsNum
	};
	return (await post(clients.newApi, "/api/rbh/cart/update", body, CartUpdateResponse, signal)).data;
}
/** POST {newApi}/api/rbh/cart/remove {uid, id}: takes line `id` out of the cart; answers the new count. */
async function removeCartLine(uid, id, signal) {
	return (await post(clients.newApi, "/api/rbh/cart/remove", {
		uid,
		id
	}, CartRemoveResponse, signal)).data;
}
var init_cart_api = __esmMin((() => {
	init_http();
	init_schemas();
}));
// src/views/reimportable.ts
function failedModuleUrl(error) {
	return error instanceof Error ? FAILED_URL.exec(error.message)?.[0] : void 0;
}
/** `pick` of the module, or of the first namespace object in it that has what `pick` wants. */
function pickFrom(module, pick) {
	const direct = pick(module);
	if (direct !== void 0) return direct;
	for (const value of Object.values(module)) {
		if (!isNamespace(value)) continue;
		const inner = pick(value);
		if (inner !== void 0) return inner;
	}
	throw new TypeError("the module loaded again does not have what the page uses");
}
/**
* `load` imports the module; `pick` takes what the caller uses from it, and answers undefined when
* the module does not have it. Each call of the returned function imports (the browser keeps a
* module that arrived, so only a failure costs a request).
*/
function reimportable(load, pick) {
	let importer = load;
	let tries = 0;
	return () => importer().then((module) => pickFrom(module, pick), (error) => {
		const url = failedModuleUrl(error);
		if (url) {
			tries += 1;
			const base = url.replace(/[?&]retry=\d+$/, "");
			const again = `${base}${base.includes("?") ? "&" : "?"}retry=${tries}`;
			importer = () => import(
				/* @vite-ignore */
				again
);
		}
		throw error;
	});
}
var FAILED_URL, isNamespace;
var init_reimportable = __esmMin((() => {
	FAILED_URL = /(?:https?:\/\/|\/)[^\s'"]+\.m?js\b(?:\?[^\s'"]*)?/;
	isNamespace = (value) => typeof value === "object" && value !== null && Object.prototype.toString.call(value) === "[object Module]";
}));
// src/views/lazy-part.tsx
/**
* Parts of a page whose code loads after the page's first load (issue #7's budget for /detail):
* the dialogs, loaded when first opened; the supplier card and its QR code, loaded while the
* supplier call is under way; embla, for a thumbnail strip that has to scroll.
*
* So that the first opening of a dialog still feels instant, every lazy part starts loading at
* the buyer's first interaction with the page (the pointerdown or keydown that precedes the click
* that opens it), not on idle: a page nobody touches never pays for them, and page-load metrics
* (TBT) don't see the parse. A part whose code is already here renders at once, without a
* Suspense round; one that is not renders `fallback` until it is, and is never swapped for the
* loaded component afterwards (that would remount it and lose its focus and state). A part whose
* code fails to arrive throws to its region's boundary (region-boundary.tsx), whose 重试 asks for
* the code again.
*/
/**
* Code that is no part (the zip's, for 下载图片视频) but should be here by the time the buyer asks
* for it: loaded with the parts at the first interaction. `load` handles its own failure (the
* next use asks again); a failure here is nobody's business until then.
*/
function loadAtFirstInteraction(load) {
	registered.push(() => load().catch(() => void 0));
}
/** Loads every lazy part, including those that loading the others declares (tests use it). */
async function preloadLazyParts() {
	let seen = -1;
	while (seen !== registered.length) {
		seen = registered.length;
		await Promise.all(registered.map((preload) => preload()));
	}
}
/**
* `load` imports the part's module, `pick` takes the component from it (kept apart so that a
* failed import can be tried again under another URL: reimportable.ts).
*/
function lazyPart(load, pick) {
	let loaded = null;
	let loading = null;
	const importPart = reimportable(load, pick);
	const fetchPart = () => {
		loading ??= importPart().then((component) => {
			loaded = component;
			return { default: component };
		}, (error) => {
			loading = null;
			Lazy = lazy(fetchPart);
			throw error;
		});
		return loading;
	};
	let Lazy = lazy(fetchPart);
	/** Starts loading ahead of need; a failure here is not the buyer's business until rendered. */
	const preload = () => fetchPart().catch(() => void 0);
	registered.push(preload);
	function LazyPart({ fallback = null, ...props }) {
		const [Shown] = useState(() => loaded ?? Lazy);
		return /* @__PURE__ */ jsx(Suspense, {
			fallback,
			children: /* @__PURE__ */ jsx(Shown, { ...props })
		});
	}
	return Object.assign(LazyPart, { preload });
}
/**
* A dialog with its own props plus `open`: nothing until `open` is first true, then the dialog,
* which stays mounted so that Headless UI's closing, focus return and transitions work as if it
* had always been there.
*/
function lazyDialog(load, pick) {
	const Part = lazyPart(load, pick);
	function LazyDialog({ open, ...props }) {
		const [wanted, setWanted] = useState(open);
		if (open && !wanted) setWanted(true);
		return wanted ? /* @__PURE__ */ jsx(Part, { ...props }) : null;
	}
	return Object.assign(LazyDialog, { preload: Part.preload });
}
var registered, FIRST_INTERACTIONS;
var init_lazy_part = __esmMin((() => {
	init_reimportable();
	registered = [];
	FIRST_INTERACTIONS = [
		"pointerdown",
		"keydown",
		"touchstart"
	];
	if (typeof window !== "undefined") {
		const start = () => {
			for (const event of FIRST_INTERACTIONS) window.removeEventListener(event, start, true);
			for (const preload of registered) preload();
		};
		for (const event of FIRST_INTERACTIONS) window.addEventListener(event, start, {
			capture: true,
			passive: true
		});
	}
}));
// src/views/inline-notice.tsx
function InlineNotice({ tone, children, onDismiss }) {
	return /* @__PURE__ */ jsxs("div", {
		role: tone === "error" ? "alert" : "status",
		className: `flex items-start gap-2 rounded border px-3 py-2 text-sm ${tone === "error" ? "border-red-200 bg-red-50 text-red-700" : tone === "success" ? "border-green-200 bg-green-50 text-green-800" : "border-brand-100 bg-brand-50 text-brand-700"}`,
		children: [/* @__PURE__ */ jsx("div", {
			className: "min-w-0 flex-1",
			children
		}), onDismiss && /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: onDismiss,
			"aria-label": appText.closeNotice,
			className: "-my-0.5 shrink-0 rounded px-1 text-base leading-none opacity-70 hover:opacity-100",
			children: "×"
		})]
	});
}
var init_inline_notice = __esmMin((() => {
	init_copy();
}));
// src/views/retry-notice.tsx
function RetryNotice({ title, message, onRetry, onDismiss }) {
	return /* @__PURE__ */ jsxs(InlineNotice, {
		tone: "error",
		onDismiss,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "font-medium",
				children: title
			}),
			message && /* @__PURE__ */ jsx("p", { children: message }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: onRetry,
				className: "mt-1 rounded border border-red-300 bg-white px-3 py-1 text-red-700 hover:bg-red-50",
				children: appText.retry
			})
		]
	});
}
var init_retry_notice = __esmMin((() => {
	init_copy();
	init_inline_notice();
}));
// src/views/region-boundary.tsx
/**
* An error boundary around one region of a page (the gallery, the goods information, the supplier
* card, the recommended goods, …): when a region fails to render (its lazily loaded code did not
* arrive, or a bug throws), it alone gives way to a short note with 重试, and the rest of the
* page stays as it was, with everything the buyer chose (that lives in the machines, not here).
*
* 重试 renders the region again: a lazy part whose code failed asks for it anew (lazy-part.tsx).
* Whether a region failed is React's knowledge, not a statechart's: no machine sees a render
* throw, so this is the one piece of view state that is not read from a snapshot.
*/
var RegionBoundary;
var init_region_boundary = __esmMin((() => {
	init_copy();
	init_retry_notice();
	RegionBoundary = class extends Component {
		state = {
			failed: false,
			resetKey: this.props.resetKey
		};
		static getDerivedStateFromError() {
			return { failed: true };
		}
		static getDerivedStateFromProps(props, state) {
			return props.resetKey === state.resetKey ? null : {
				failed: false,
				resetKey: props.resetKey
			};
		}
		dismiss = () => {
			this.props.onDismiss?.();
			this.setState({ failed: false });
		};
		render() {
			if (!this.state.failed) return this.props.children;
			return /* @__PURE__ */ jsx("div", {
				className: this.props.className ?? "my-2",
				children: /* @__PURE__ */ jsx(RetryNotice, {
					title: fill(appText.regionFailed, { name: this.props.name }),
					message: appText.regionFailedHint,
					onRetry: () => this.setState({ failed: false }),
					onDismiss: this.props.onDismiss && this.dismiss
				})
			});
		}
	};
}));
// src/copy/dialog-text.ts
var dialogText;
var init_dialog_text = __esmMin((() => {
	dialogText = {
		continueShopping: "继续选购",
		previousGroup: "上一组",
		nextGroup: "下一组",
		groupOfTotal: "第{n}组，共{total}组",
		alsoBoughtGoods: "同店商品（编号{n}）",
		close: "关闭",
		previousImage: "上一张",
		nextImage: "下一张",
		imageOfTotal: "（第{n}张，共{total}张）",
		mobile: "手机号",
		mobilePlaceholder: "请输入11位手机号",
		password: "密码",
		passwordPlaceholder: "请输入密码",
		loggingIn: "登录中…",
		loginReason: "登录后将继续：{reason}",
		payConfirmTitle: "支付确认",
		payStarting: "正在创建订单…",
		payWaitingTitle: "等待支付",
		payWaiting: "支付页面已在新标签页打开，请在该页面完成支付（￥100）。支付完成后，本页会自动显示供应商资质。",
		payPolling: "正在查询支付结果…",
		payCheckFailed: "暂时无法确认支付结果，稍后将自动重试。",
		payPopupBlocked: "浏览器拦截了支付页面的新标签页，请点击下方链接打开支付页面。",
		openPaymentPage: "打开支付页面",
		reopenPaymentPage: "重新打开支付页面",
		payUnconfirmed: "还没有收到支付结果。如果您已在支付页面完成支付，请点击“我已支付，再次检查”。",
		payStillPending: "该订单尚未支付，请在支付页面完成支付后再检查。",
		payRecheckFailed: "无法确认支付结果，请稍后再次检查。",
		recheckPayment: "我已支付，再次检查",
		rechecking: "正在检查…",
		qualificationTitle: "供应商资质",
		qualificationLoading: "支付成功，正在获取供应商资质…",
		revealField: "点击查看{field}",
		revealAll: "全部显示"
	};
}));
// src/views/login-dialog.tsx
/**
* The 登录 dialog (spec §4: favourite, add to cart, buy now and view qualification open it for a
* visitor; the header's 登录 too). A controlled Headless UI dialog over the session's view: open,
* busy and the error all come from the session machine.
*
* The fields are uncontrolled on purpose: a failed attempt keeps the dialog (and so the fields)
* mounted, so nothing typed is lost, and the machine never holds the password. The mobile field
* starts from the last submitted number, for a dialog closed and opened again.
*/
var login_dialog_exports = /* @__PURE__ */ __exportAll({
	LoginDialog: () => LoginDialog$1,
	LoginPanel: () => LoginPanel
});
function LoginDialog$1({ view, send }) {
	return /* @__PURE__ */ jsxs(Dialog, {
		open: view.login.open,
		onClose: () => send({ type: "user.closeLogin" }),
		className: "fixed inset-0 z-50 flex items-center justify-center p-4",
		children: [/* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 bg-black/40",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs(DialogPanel, {
			className: `relative ${panelClass}`,
			children: [/* @__PURE__ */ jsx(DialogTitle, {
				className: titleClass,
				children: labels.login
			}), /* @__PURE__ */ jsx(LoginForm, {
				view,
				send
			})]
		})]
	});
}
/**
* The dialog's content without the modal layer, for /flows: a modal would make the demo's own
* controls (the call outcomes) unreachable while the login waits for one.
*/
function LoginPanel({ view, send }) {
	const titleId = useId();
	if (!view.login.open) return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: `${panelClass} border border-neutral-200`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: titleId,
			className: titleClass,
			children: labels.login
		}), /* @__PURE__ */ jsx(LoginForm, {
			view,
			send
		})]
	});
}
function LoginForm({ view, send }) {
	const mobileId = useId();
	const passwordId = useId();
	const errorId = useId();
	const { submitting, error, reason, mobile } = view.login;
	const onSubmit = (event) => {
		event.preventDefault();
		const form = new FormData(event.currentTarget);
		send({
			type: "user.submitLogin",
			mobile: String(form.get("mobile") ?? ""),
			password: String(form.get("password") ?? "")
		});
	};
	const describedBy = error ? errorId : void 0;
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		noValidate: true,
		className: "space-y-4",
		children: [
			reason && /* @__PURE__ */ jsx("p", {
				className: "rounded bg-brand-50 px-3 py-2 text-sm text-brand-700",
				children: fill(dialogText.loginReason, { reason })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "space-y-1",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: mobileId,
					className: "block text-sm text-neutral-700",
					children: dialogText.mobile
				}), /* @__PURE__ */ jsx("input", {
					id: mobileId,
					name: "mobile",
					type: "tel",
					inputMode: "numeric",
					autoComplete: "username",
					maxLength: 20,
					defaultValue: mobile,
					placeholder: dialogText.mobilePlaceholder,
					"aria-describedby": describedBy,
					"data-autofocus": mobile === "" ? true : void 0,
					className: fieldClass
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "space-y-1",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: passwordId,
					className: "block text-sm text-neutral-700",
					children: dialogText.password
				}), /* @__PURE__ */ jsx("input", {
					id: passwordId,
					name: "password",
					type: "password",
					autoComplete: "current-password",
					placeholder: dialogText.passwordPlaceholder,
					"aria-describedby": describedBy,
					"data-autofocus": mobile === "" ? void 0 : true,
					className: fieldClass
				})]
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: errorId,
				role: "alert",
				className: "text-sm text-red-600",
				children: error
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex justify-end gap-3",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: () => send({ type: "user.closeLogin" }),
					className: "rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:bg-neutral-50",
					children: labels.cancel
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					disabled: submitting,
					"aria-busy": submitting,
					className: `${primaryButton} disabled:cursor-wait disabled:opacity-70`,
					children: submitting ? dialogText.loggingIn : labels.login
				})]
			})
		]
	});
}
var panelClass, titleClass, fieldClass;
var init_login_dialog = __esmMin((() => {
	init_copy();
	init_dialog_text();
	panelClass = "w-full max-w-sm rounded-lg bg-white p-6 shadow-xl";
	titleClass = "mb-4 text-lg font-semibold text-neutral-900";
	fieldClass = "w-full rounded border border-neutral-300 px-3 py-2 outline-none focus:border-brand-500 focus:ring-1 focus:ring-brand-500";
}));
// src/routes/session-provider.tsx
/**
* The one session of the app: the session machine with the real services, started once at the
* root of the route tree, so that every page, the header and the 登录 dialog share it.
*
* Pages read it with useSession() (the view and send); a page that asks for a login and must
* carry on (or give up) afterwards listens to the actor itself: useSessionActor().on('loggedIn')
* / .on('loginDismissed').
*/
init_copy();
init_cart_api();
init_token_store();
init_lazy_part();
init_region_boundary();
init_session_context();
var LoginDialog = lazyDialog(() => Promise.resolve().then(() => (init_login_dialog(), login_dialog_exports)), (m) => m.LoginDialog);
/** The session machine with the services it names. */
var liveSessionMachine = sessionMachine$1.provide({ actors: {
	restoreSession: fromPromise(({ signal }) => restoreSession(signal)),
	login: fromPromise(({ input, signal }) => login(input.mobile, input.password, signal)),
	logout: fromPromise(() => logout()),
	watchSession: fromPromise(({ signal }) => new Promise((resolve) => {
		const stop = onTokenRevoked(() => {
			stop();
			resolve();
		});
		signal.addEventListener("abort", stop);
	})),
	loadCartCount: fromPromise(async () => (await fetchCart()).count)
} });
var SessionActorContext = createContext(null);
function SessionProvider({ children, logic = liveSessionMachine }) {
	const actor = useActorRef(logic);
	const view = useSelector(actor, toSessionView$1, sameView);
	const pagesView = useDeferredValue(view);
	const handle = useMemo(() => ({
		view: pagesView,
		send: actor.send
	}), [pagesView, actor]);
	return /* @__PURE__ */ jsx(SessionActorContext.Provider, {
		value: actor,
		children: /* @__PURE__ */ jsxs(SessionContext.Provider, {
			value: handle,
			children: [children, /* @__PURE__ */ jsx(RegionBoundary, {
				name: labels.login,
				className: "fixed inset-x-0 top-16 z-50 mx-auto max-w-md px-3",
				onDismiss: () => actor.send({ type: "user.closeLogin" }),
				children: /* @__PURE__ */ jsx(LoginDialog, {
					open: view.login.open,
					view,
					send: actor.send
				})
			})]
		})
	});
}
/** The session actor, to listen to what it emits ('loggedIn', 'loginDismissed'); null outside a provider. */
function useSessionActor() {
	return useContext(SessionActorContext);
}
function sameView(a, b) {
	return JSON.stringify(a) === JSON.stringify(b);
}
// src/routes/root-route.tsx
/**
* The root route: every page renders inside it, inside the one session of the app (the header's
* account area and the 登录 dialog); unknown paths and uncaught errors get a Chinese page, whose
* frame works with the session or without it (an error may have taken the provider down).
*/
init_copy();
init_message_panel();
var backHome = /* @__PURE__ */ jsx(Link, {
	to: "/",
	className: primaryButton,
	children: appText.backHome
});
var rootRoute = createRootRoute({
	component: () => /* @__PURE__ */ jsx(SessionProvider, { children: /* @__PURE__ */ jsx(Outlet, {}) }),
	notFoundComponent: () => /* @__PURE__ */ jsx(PageFrame, { children: /* @__PURE__ */ jsx(MessagePanel, {
		title: appText.notFoundTitle,
		action: backHome,
		children: appText.notFoundBody
	}) }),
	errorComponent: () => /* @__PURE__ */ jsx(PageFrame, { children: /* @__PURE__ */ jsx(MessagePanel, {
		tone: "error",
		title: appText.pageError,
		action: backHome
	}) })
});
// src/routes/search-params.ts
/**
* Search-param rules of spec §2's routes. TanStack Router JSON-parses each value (`?id=1001`
* arrives as the number 1001, `?id=abc` as the string 'abc'), so every parser takes `unknown`.
* A value that breaks its rule becomes `undefined`, which the page turns into a clear message.
*/
/**
* The router's JSON reading of a search value, except that a number must be spelled as the number
* itself: '1001' is 1001, but '1e3', '1001.0', '1E3' stay the text typed (JSON.parse would make
* ?id=1e3 the goods 1000), so the rules below refuse them as the server and the early script do.
*/
function readSearchValue(text) {
	const value = JSON.parse(text);
	return typeof value === "number" && String(value) !== text ? text : value;
}
/** A positive integer id: 1001 or '1001'; not 'abc', -1, 1.5, 1e3, '0x10', '', huge or script. */
function parsePositiveId(value) {
	const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
	if (!/^[1-9]\d{0,9}$/.test(text)) return void 0;
	const id = Number(text);
	return id <= MAX_ID ? id : void 0;
}
/** A search keyword: text of 1..100 characters (numbers arrive parsed, so they are turned back). */
function parseKeyword(value) {
	const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
	return text.length > 0 && text.length <= 100 ? text : void 0;
}
/** An order number of buy now: digits only (timestamp plus 0–99), at most 20 of them. */
function parseOrderNo(value) {
	const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
	return typeof text === "string" && /^\d{1,20}$/.test(text) ? text : void 0;
}
/** A page number for paged lists, 1 when absent or bad. */
function parsePage(value) {
	return parsePositiveId(value) ?? 1;
}
/**
* Reads ?data=. The router has already JSON-parsed the value when it could (a link made by the
* app holds the JSON text itself), so the value is either that object or the text it could not
* parse; a value that is still JSON text (quoted once more by another link maker) is parsed here.
* Its size is measured as JSON text either way.
*/
function parseSimilarData(value) {
	let parsed = value;
	if (typeof value === "string") {
		if (value.length > 65536) return { status: "tooLarge" };
		try {
			parsed = JSON.parse(value);
		} catch {
			return { status: "badJson" };
		}
	} else if ((JSON.stringify(value) ?? "").length > 65536) return { status: "tooLarge" };
	const result = v.safeParse(SimilarData, parsed);
	return result.success ? {
		status: "ok",
		data: result.output
	} : { status: "badShape" };
}
var parseSearch, stringifySearch, MAX_ID, MAX_SIMILAR_DATA_CHARS, SimilarData, validateDetailSearch, pageOf, validateShopSearch, validateGoodsListSearch, validateSearchPageSearch, validateConfirmOrderSearch, validateFlowsSearch;
var init_search_params = __esmMin((() => {
	init_schemas();
	parseSearch = parseSearchWith(readSearchValue);
	stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
		if (readSearchValue(text) === text) throw new Error("reads back as itself");
	});
	MAX_ID = 2147483647;
	MAX_SIMILAR_DATA_CHARS = 65536;
	SimilarData = v.pipe(v.object({
		list: v.array(GoodsCard),
		totalCount: v.pipe(v.number(), v.integer(), v.minValue(0))
	}), v.check((data) => data.totalCount >= data.list.length));
	validateDetailSearch = (s) => ({ id: parsePositiveId(s.id) });
	pageOf = (s) => s.page === void 0 ? {} : { page: parsePage(s.page) };
	validateShopSearch = (s) => ({
		SID: parsePositiveId(s.SID),
		...pageOf(s)
	});
	validateGoodsListSearch = (s) => ({ page: s.page === void 0 ? void 0 : parsePage(s.page) });
	validateSearchPageSearch = (s) => ({
		keyword: parseKeyword(s.keyword),
		data: s.data,
		...pageOf(s)
	});
	validateConfirmOrderSearch = (s) => ({ order_no: parseOrderNo(s.order_no) });
	validateFlowsSearch = (s) => ({ machine: typeof s.machine === "string" && /^\w{1,40}$/.test(s.machine) ? s.machine : void 0 });
}));
// src/copy/order-text.ts
var orderText;
var init_order_text = __esmMin((() => {
	orderText = {
		confirmOrder: "确认订单",
		badOrderNo: "订单号无效：请从商品页点击“立即购买”进入。",
		readingOrder: "正在读取本浏览器中保存的订单…",
		sessionChecking: "正在确认登录状态…",
		cartLoading: "正在加载购物车…",
		cartLoginTitle: "登录后查看购物车",
		cartLoginBody: "购物车里的商品保存在您的账号中，登录后即可查看和修改。",
		cartLoginReason: "查看购物车",
		cartEmpty: "购物车还是空的",
		cartEmptyHint: "挑选喜欢的毛绒玩具加入购物车，它们会显示在这里。",
		cartLoadFailed: "购物车加载失败",
		cartLines: "购物车中的商品",
		goodsColumn: "商品",
		unitPrice: "单价",
		lineTotal: "小计",
		actions: "操作",
		remove: "删除",
		removeLine: "删除 {name} {colour} {size}",
		removing: "正在删除…",
		saving: "正在保存…",
		cartQuantityOf: "{name} {colour} {size} 的数量",
		cartDecrease: "减少 {name} {colour} {size} 的数量",
		cartIncrease: "增加 {name} {colour} {size} 的数量",
		cartOverStock: "库存仅剩{n}件，请调整数量",
		cartUpdateFailed: "“{name}”的数量没有改成：{message}",
		cartRemoveFailed: "“{name}”没有删除：{message}",
		orderNo: "订单号",
		orderSupplier: "供应商",
		orderLines: "订单商品",
		orderIntro: "请核对商品、数量和金额。订单提交后，由供应商工厂安排备货和发货。",
		orderMissing: "订单不存在或已过期",
		orderMissingHint: "订单只保存在点击“立即购买”的那个浏览器里，可能已被清除。请回到商品页重新下单。",
		orderUnreadable: "订单数据无法读取",
		orderUnreadableHint: "浏览器里保存的这份订单已损坏或来自旧版本，请回到商品页重新下单。",
		submitOrderSoon: "提交订单（即将开放）",
		submitOrderSoonHint: "在线提交订单功能即将开放；现在下单请联系供应商。",
		backToGoods: "返回商品页"
	};
}));
// src/copy/catalogue-text.ts
var catalogueText;
var init_catalogue_text = __esmMin((() => {
	catalogueText = {
		shop: "供应商店铺",
		searchResults: "搜索结果",
		similarResults: "相似商品",
		similarHeading: "相似商品（共{n}件）",
		similarEmptyHint: "换一张商品图片再试试，或浏览全部商品。",
		similarDataBroken: "相似商品链接已损坏",
		similarDataBrokenHint: "这个结果链接的内容不完整或格式有误，无法显示。请回到商品页重新点击“找相似”。",
		similarDataTooLarge: "相似商品链接内容过大",
		similarDataTooLargeHint: "这个结果链接超过了{size}KB的上限，无法显示。请回到商品页重新点击“找相似”。",
		welcomeTitle: "源头工厂直供，一件代发",
		welcomeBody: "汇集扬州、东莞、义乌、澄海等产地的毛绒玩具工厂，批发价拿货，小单也能一件代发。",
		browseAll: "浏览全部商品",
		featuredGoods: "热门商品",
		viewAll: "查看全部",
		allGoods: "全部商品",
		shopGoods: "店铺商品",
		goodsTotal: "共{n}件商品",
		searchSummary: "找到{n}件与“{keyword}”相关的商品",
		searchEmpty: "没有找到与“{keyword}”相关的商品",
		searchEmptyHint: "换个关键词试试，或浏览全部商品。",
		listEmpty: "暂时还没有商品，请稍后再来看看。",
		shopEmpty: "该店铺暂无在售商品。",
		shopNotFound: "该店铺不存在或已关闭。",
		listLoadFailed: "商品列表加载失败，请检查网络后重试。",
		pageBeyondEnd: "第{page}页没有商品，共{pages}页。",
		goToLastPage: "回到最后一页",
		pagination: "分页",
		previousPage: "上一页",
		nextPage: "下一页",
		pageNumber: "第{n}页",
		qrShopTitle: "扫码进入店铺",
		qualificationSoon: "资质查看功能即将开放",
		badShopId: "店铺编号无效，请检查网址中的 SID 是否为正整数。",
		badSearch: "请输入要搜索的商品名称。"
	};
}));
// src/views/phone-label.ts
var phoneLabel;
var init_phone_label = __esmMin((() => {
	phoneLabel = "max-md:before:mr-1 max-md:before:font-normal max-md:before:text-neutral-500 max-md:before:content-[attr(data-label)]";
}));
// src/views/confirm-order-view.tsx
/**
* The order confirmation (/confirmOrder?order_no=): the order kept in this browser by buy now
* (spec §4), its lines, totals and supplier. Paying and submitting the order to the factory are
* not part of this page yet: the 提交订单 button says so and does nothing.
*/
function ConfirmOrderView({ order }) {
	if (order.status !== "found") {
		const missing = order.status === "missing";
		return /* @__PURE__ */ jsxs(MessagePanel, {
			tone: "error",
			title: missing ? orderText.orderMissing : orderText.orderUnreadable,
			action: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
				to: "/goods",
				className: primaryButton,
				children: catalogueText.browseAll
			}), /* @__PURE__ */ jsx(Link, {
				to: "/",
				className: secondaryButton$1,
				children: appText.backHome
			})] }),
			children: [/* @__PURE__ */ jsx("p", { children: missing ? orderText.orderMissingHint : orderText.orderUnreadableHint }), /* @__PURE__ */ jsxs("p", {
				className: "mt-2 text-sm text-neutral-500",
				children: [
					orderText.orderNo,
					"：",
					/* @__PURE__ */ jsx("span", {
						className: "font-mono",
						children: order.orderNo
					})
				]
			})]
		});
	}
	const { summary } = order;
	const head = "px-3 py-2 font-normal whitespace-nowrap";
	const cell = "px-3 py-2 max-md:p-0";
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "confirm-heading",
		className: "space-y-3",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "rounded-lg bg-white p-4 shadow-sm",
				children: [
					/* @__PURE__ */ jsx("h1", {
						id: "confirm-heading",
						className: "text-xl font-semibold",
						children: orderText.confirmOrder
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1 text-neutral-600",
						children: orderText.orderIntro
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "text-neutral-500",
								children: orderText.orderNo
							}),
							/* @__PURE__ */ jsx("dd", {
								className: "font-mono break-all",
								children: order.orderNo
							}),
							/* @__PURE__ */ jsx("dt", {
								className: "text-neutral-500",
								children: orderText.orderSupplier
							}),
							/* @__PURE__ */ jsx("dd", { children: summary.suppliers.join("、") })
						]
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "rounded-lg bg-white shadow-sm",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full border-collapse text-sm tabular-nums",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: orderText.orderLines
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "bg-neutral-50 text-xs text-neutral-500 max-md:sr-only",
							children: /* @__PURE__ */ jsxs("tr", { children: [
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-left`,
									children: orderText.goodsColumn
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-left`,
									children: labels.colour
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-left`,
									children: labels.size
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-left`,
									children: labels.itemNumber
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-right`,
									children: orderText.unitPrice
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-right`,
									children: labels.quantity
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${head} text-right`,
									children: orderText.lineTotal
								})
							] })
						}),
						/* @__PURE__ */ jsx("tbody", { children: summary.lines.map((line) => /* @__PURE__ */ jsxs("tr", {
							className: "border-t border-neutral-100 first:border-t-0 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:gap-x-4 max-md:gap-y-1.5 max-md:p-3",
							children: [
								/* @__PURE__ */ jsx("td", {
									className: `${cell} max-md:col-span-3 md:max-w-72`,
									children: /* @__PURE__ */ jsx(Link, {
										to: "/detail",
										search: { id: line.goodsId },
										className: "line-clamp-2 leading-snug hover:text-brand-600",
										children: line.goodsName
									})
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": labels.colour,
									className: `${cell} ${phoneLabel} whitespace-nowrap`,
									children: line.colour
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": labels.size,
									className: `${cell} ${phoneLabel}`,
									children: line.size
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": labels.itemNumber,
									className: `${cell} ${phoneLabel} font-mono text-xs whitespace-nowrap max-md:text-right`,
									children: line.sku
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": orderText.unitPrice,
									className: `${cell} ${phoneLabel} whitespace-nowrap md:text-right`,
									children: fill(appText.yuan, { amount: line.price })
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": labels.quantity,
									className: `${cell} ${phoneLabel} text-right max-md:text-left`,
									children: line.quantity
								}),
								/* @__PURE__ */ jsx("td", {
									"data-label": orderText.lineTotal,
									className: `${cell} ${phoneLabel} whitespace-nowrap text-right font-semibold text-brand-600`,
									children: fill(appText.yuan, { amount: line.lineTotal })
								})
							]
						}, line.key)) })
					]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-end gap-x-6 gap-y-3 rounded-lg bg-white px-4 py-3 shadow-sm",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "text-neutral-600",
						children: fill(labels.totalItems, { n: summary.count })
					}),
					/* @__PURE__ */ jsx("span", {
						className: "text-lg font-bold text-brand-600",
						children: fill(labels.totalPrice, { amount: summary.total })
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex flex-wrap items-center justify-end gap-3 max-sm:w-full",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/detail",
							search: { id: summary.goodsId },
							className: secondaryButton$1,
							children: orderText.backToGoods
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							disabled: true,
							"aria-describedby": "submit-order-hint",
							className: "cursor-not-allowed rounded bg-neutral-300 px-5 py-2 font-medium text-white",
							children: orderText.submitOrderSoon
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						id: "submit-order-hint",
						className: "w-full text-right text-xs text-neutral-500",
						children: orderText.submitOrderSoonHint
					})
				]
			})
		]
	});
}
var secondaryButton$1;
var init_confirm_order_view = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_order_text();
	init_message_panel();
	init_phone_label();
	secondaryButton$1 = "rounded border border-neutral-300 bg-white px-5 py-2 text-neutral-700 hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
}));
// src/views/in-browser.ts
/**
* False while the server renders a page and while the browser hydrates that HTML, true from the
* render after, and at once in a page the browser renders itself (React's own way to let the
* first client render equal the server's, issue #17). For what only the browser can show: the
* video player, an order kept in this browser's storage.
*/
function useInBrowser() {
	return useSyncExternalStore(noSubscription, () => true, () => false);
}
var noSubscription;
var init_in_browser = __esmMin((() => {
	noSubscription = () => () => {};
}));
// src/routes/confirm-order-page.tsx
/** /confirmOrder: the order read by the route's loader (confirm-order-route.tsx), or why it could not be. */
var confirm_order_page_exports = /* @__PURE__ */ __exportAll({ ConfirmOrderPage: () => ConfirmOrderPage });
function ConfirmOrderPage() {
	const order = route$3.useLoaderData();
	const inBrowser = useInBrowser();
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: crumbs$4,
		children: !inBrowser ? /* @__PURE__ */ jsx(MessagePanel, {
			title: orderText.confirmOrder,
			children: orderText.readingOrder
		}) : order === null ? /* @__PURE__ */ jsx(MessagePanel, {
			tone: "error",
			title: orderText.confirmOrder,
			children: orderText.badOrderNo
		}) : /* @__PURE__ */ jsx(ConfirmOrderView, { order })
	});
}
var crumbs$4, route$3;
var init_confirm_order_page = __esmMin((() => {
	init_copy();
	init_order_text();
	init_confirm_order_view();
	init_in_browser();
	init_message_panel();
	init_page_frame();
	crumbs$4 = [{
		label: labels.home,
		to: "/"
	}, { label: orderText.confirmOrder }];
	route$3 = getRouteApi("/confirmOrder");
}));
// src/routes/confirm-order-route.tsx
/**
* /confirmOrder?order_no= (spec §2, §4): buy now stored the order's lines in this browser under
* the order number and opened this page in a new tab. The route reads the order back in its
* loader (services/order-store.ts readOrder validates what it finds) and renders it; a malformed
* number is refused before anything is read. No machine: reading localStorage is synchronous and
* nothing on the page changes afterwards. The page (confirm-order-page.tsx) loads when visited.
*/
init_search_params();
/** The order as the page shows it, or null for a malformed number (nothing is read then). */
function loadConfirmOrder(orderNo) {
	if (orderNo === void 0) return null;
	const found = readOrder(orderNo);
	return found.status === "found" ? {
		status: "found",
		orderNo,
		summary: orderSummary(found.lines)
	} : {
		status: found.status,
		orderNo
	};
}
var confirmOrderRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/confirmOrder",
	validateSearch: validateConfirmOrderSearch,
	loaderDeps: ({ search }) => ({ orderNo: search.order_no }),
	staleTime: 0,
	loader: ({ deps }) => loadConfirmOrder(deps.orderNo),
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_confirm_order_page(), confirm_order_page_exports)), "ConfirmOrderPage")
});
// src/rules/colour-order.ts
/** The first UTF-16 code unit of the name; an empty name sorts first. */
function firstCode(name) {
	return name.length > 0 ? name.charCodeAt(0) : 0;
}
function orderColours(groups) {
	return [...groups].sort((a, b) => firstCode(a.color) - firstCode(b.color));
}
var init_colour_order = __esmMin((() => {}));
// src/rules/gallery-items.ts
/** The main media's still: the image itself, or the video's poster (the server preloads it too). */
function mainStill(host, main) {
	return mediaPathUrl(host, main.type === 2 ? main.poster : main.file);
}
function galleryItems(host, title, main, colours) {
	const still = mainStill(host, main);
	return [main.type === 2 ? {
		kind: "video",
		src: mediaPathUrl(host, main.file),
		poster: still,
		thumb: still,
		label: title
	} : {
		kind: "image",
		src: still,
		thumb: still,
		label: title
	}, ...colours.map((group) => {
		const thumbnail = group.sizes[0]?.thumbnail;
		const src = thumbnail ? mediaPathUrl(host, thumbnail) : still;
		return {
			kind: "image",
			src,
			thumb: src,
			label: group.color
		};
	})];
}
/** Spec §4: choosing colour i shows gallery item i + 1 (item 0 is the main media). */
function colourItemIndex(colourIndex) {
	return colourIndex + 1;
}
var init_gallery_items = __esmMin((() => {
	init_media_url();
}));
// src/rules/notice-html.ts
function fromDom(node) {
	if (node.nodeType === Node.TEXT_NODE) return {
		kind: "text",
		text: node.textContent ?? ""
	};
	if (node.nodeType !== Node.ELEMENT_NODE) return { kind: "other" };
	return {
		kind: "element",
		tag: node.tagName.toLowerCase(),
		children: [...node.childNodes].map(fromDom)
	};
}
/** The server's parser (it has no DOMParser): set once by the server entry. */
function setBodyParser(parser) {
	parseBody = parser;
}
function parseNotice(html) {
	const body = parseBody(`<body>${inertHandlers(html)}</body>`);
	let budget = MAX_NODES;
	function convert(node, depth) {
		if (budget-- <= 0) return [];
		if (node.kind === "text") return node.text ? [node.text] : [];
		if (node.kind !== "element") return [];
		const { tag } = node;
		if (DROPPED.has(tag)) return [];
		const children = depth >= MAX_DEPTH ? [] : node.children.flatMap((child) => convert(child, depth + 1));
		return isKept(tag) ? [{
			tag,
			children: tag === "br" ? [] : children
		}] : children;
	}
	return body.flatMap((node) => convert(node, 0));
}
var KEPT, DROPPED, MAX_DEPTH, MAX_NODES, isKept, inertHandlers, browserParser, parseBody;
var init_notice_html = __esmMin((() => {
	KEPT = [
		"b",
		"strong",
		"i",
		"em",
		"u",
		"s",
		"br",
		"p",
		"div",
		"span",
		"ul",
		"ol",
		"li"
	];
	DROPPED = /* @__PURE__ */ new Set([
		"script",
		"style",
		"template",
		"noscript",
		"iframe",
		"object",
		"embed",
		"svg",
		"math",
		"img",
		"video",
		"audio",
		"canvas",
		"link",
		"meta",
		"head",
		"title",
		"form",
		"input",
		"button",
		"select",
		"textarea"
	]);
	MAX_DEPTH = 8;
	MAX_NODES = 500;
	isKept = (tag) => KEPT.includes(tag);
	inertHandlers = (html) => html.replace(/<[a-zA-Z][^<>]*>/g, (tag) => tag.replace(/([\s/"'])on([a-z])/gi, "$1x-on$2"));
	browserParser = (html) => [...new DOMParser().parseFromString(html, "text/html").body.childNodes].map(fromDom);
	parseBody = browserParser;
}));
// src/rules/download-files.ts
/** The goods title as a file name (without extension): unsafe characters removed, capped, never empty. */
function safeFileName(title, fallback = appText.downloadNameFallback) {
	const cleaned = title.replace(/\s/g, " ").replace(UNSAFE, "").replace(/ +/g, " ").trim();
	const name = Array.from(cleaned).slice(0, 80).join("").replace(/^[.\s]+|[.\s]+$/g, "");
	if (name === "") return fallback;
	return WINDOWS_DEVICE.test(name) ? `${name}_` : name;
}
/** Spec §9: the n-th entry (from 1) is n.mp4 for a video, n.jpg for an image. */
function zipEntryName(position, item) {
	return `${position}.${item.IsVideo ? "mp4" : "jpg"}`;
}
/** The zip's files: the goods' imageList in its order (the main media first, then the gallery). */
function zipFiles(host, imageList) {
	return imageList.map((item, index) => ({
		name: zipEntryName(index + 1, item),
		url: mediaFileUrl(host, item)
	}));
}
/**
* The video 下载视频 saves, or null when the goods has none (spec §5: 当前商品没有可下载的视频！).
* The main media is the video when pics[0].type is 2; a video elsewhere in imageList counts too.
*/
function videoFile(host, goods) {
	const main = goods.pics[0];
	const name = `${safeFileName(goods.PName)}.mp4`;
	if (main?.type === 2) return {
		name,
		url: mediaPathUrl(host, main.file)
	};
	const listed = goods.imageList.find((item) => item.IsVideo === 1);
	return listed ? {
		name,
		url: mediaFileUrl(host, listed)
	} : null;
}
var UNSAFE, WINDOWS_DEVICE, zipFileName;
var init_download_files = __esmMin((() => {
	init_copy();
	init_media_url();
	UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/g;
	WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
	zipFileName = (title) => `${safeFileName(title)}.zip`;
}));
// src/machines/download.machine.ts
/**
* download: 下载图片视频 (the zip) and 下载视频 (the video alone), spec §2, §4, §5, §7, §8, §9.
*
*   idle ┬ quiet       ──user.downloadZip──▶ collecting ──done──▶ saving ──done──▶ reporting ┬ done ─▶ idle.zipSaved
*        ├ zipSaved         (download.progress: %)   └─error─┐       └─error─┐             └ error ▶ idle.zipSaved
*        ├ videoSaved                                        ▼               ▼
*        ├ noVideo     ◀─user.downloadVideo [no video]     idle.failed ◀─────┘
*        └ failed      ──user.downloadVideo [video]──▶ fetchingVideo ──done──▶ idle.videoSaved
*                                                     (download.progress: %) └─error─▶ idle.failed
*   idle.* ──user.dismissNotice──▶ idle.quiet
*
* Each notice is a state of `idle` (as in purchase and favourite), so a test sees it and the view
* shows it; the next download replaces it. The busy states take no download event: a second
* click while a download runs does nothing.
*
* The zip is three steps because each can fail on its own and the buyer should know which: the
* media are fetched and zipped (collecting: the progress ring, spec §4), the zip is saved
* (saving), then the download is counted (reporting, spec §7 download/update). The count is ours,
* not the buyer's: once the zip is saved a failed count is still 下载成功！. The spec leaves a
* failed zip silent (§8); we say it failed, and the ring goes.
*
* Progress reaches the chart as download.progress events: the collect and video actors are
* given a callback (in their input) that sends them to this actor; they arrive only while a
* download runs, and any other state ignores a late one.
*/
/** What the detail page gives this chart for its goods (none yet: nothing to download). */
function downloadInput$1(goodsId, goods, imageHost) {
	return {
		goodsId,
		zipName: zipFileName(goods?.PName ?? ""),
		files: goods ? zipFiles(imageHost, goods.imageList) : [],
		video: goods ? videoFile(imageHost, goods) : null
	};
}
function noticeOf$5(snapshot) {
	if (snapshot.matches({ idle: "zipSaved" })) return { kind: "zipSaved" };
	if (snapshot.matches({ idle: "videoSaved" })) return { kind: "videoSaved" };
	if (snapshot.matches({ idle: "noVideo" })) return { kind: "noVideo" };
	if (snapshot.matches({ idle: "failed" })) return {
		kind: "failed",
		message: snapshot.context.error
	};
	return null;
}
/** What the download buttons, the ring and the notice show, derived from the snapshot only. */
function toDownloadView$1(snapshot) {
	return {
		busy: snapshot.matches("collecting") || snapshot.matches("saving") || snapshot.matches("reporting") ? "zip" : snapshot.matches("fetchingVideo") ? "video" : null,
		progress: snapshot.matches("saving") ? {
			phase: "zipping",
			percent: 100
		} : snapshot.matches("collecting") || snapshot.matches("fetchingVideo") ? snapshot.context.progress : null,
		notice: noticeOf$5(snapshot)
	};
}
var notProvided$8, starting$1, downloadMachine$1;
var init_download_machine$1 = __esmMin((() => {
	init_download_files();
	init_api_failure();
	notProvided$8 = (name) => async () => {
		throw new Error(`download: the ${name} actor was not provided`);
	};
	starting$1 = {
		phase: "fetching",
		percent: 0
	};
	downloadMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: {
			collectZip: fromPromise(notProvided$8("collectZip")),
			saveZip: fromPromise(notProvided$8("saveZip")),
			reportDownload: fromPromise(notProvided$8("reportDownload")),
			saveVideo: fromPromise(notProvided$8("saveVideo"))
		},
		guards: { hasVideo: ({ context }) => context.video !== null },
		actions: {
			startProgress: assign({
				progress: starting$1,
				error: null
			}),
			trackProgress: assign({ progress: ({ context, event }) => event.type === "download.progress" ? {
				phase: event.phase,
				percent: Math.max(context.progress.percent, Math.min(100, event.percent))
			} : context.progress }),
			rememberFailure: assign({ error: ({ event }) => "error" in event ? failureMessage(event.error, "") || null : null })
		}
	}).createMachine({
		id: "download",
		context: ({ input }) => ({
			...input,
			progress: starting$1,
			error: null
		}),
		initial: "idle",
		states: {
			idle: {
				initial: "quiet",
				on: {
					"user.downloadZip": {
						target: "collecting",
						actions: "startProgress"
					},
					"user.downloadVideo": [{
						guard: "hasVideo",
						target: "fetchingVideo",
						actions: "startProgress"
					}, { target: ".noVideo" }]
				},
				states: {
					quiet: {},
					zipSaved: { on: { "user.dismissNotice": { target: "quiet" } } },
					videoSaved: { on: { "user.dismissNotice": { target: "quiet" } } },
					noVideo: { on: { "user.dismissNotice": { target: "quiet" } } },
					failed: { on: { "user.dismissNotice": { target: "quiet" } } }
				}
			},
			collecting: {
				on: { "download.progress": { actions: "trackProgress" } },
				invoke: {
					id: "collectZip",
					src: "collectZip",
					input: ({ context, self }) => ({
						files: context.files,
						onProgress: (progress) => self.send({
							type: "download.progress",
							...progress
						})
					}),
					onDone: { target: "saving" },
					onError: {
						target: "idle.failed",
						actions: "rememberFailure"
					}
				}
			},
			saving: { invoke: {
				id: "saveZip",
				src: "saveZip",
				input: ({ context, event }) => ({
					blob: event.output,
					fileName: context.zipName
				}),
				onDone: { target: "reporting" },
				onError: {
					target: "idle.failed",
					actions: "rememberFailure"
				}
			} },
			reporting: { invoke: {
				id: "reportDownload",
				src: "reportDownload",
				input: ({ context }) => ({ goodsId: context.goodsId }),
				onDone: { target: "idle.zipSaved" },
				onError: { target: "idle.zipSaved" }
			} },
			fetchingVideo: {
				on: { "download.progress": { actions: "trackProgress" } },
				invoke: {
					id: "saveVideo",
					src: "saveVideo",
					input: ({ context, self }) => ({
						video: context.video,
						onProgress: (progress) => self.send({
							type: "download.progress",
							...progress
						})
					}),
					onDone: { target: "idle.videoSaved" },
					onError: {
						target: "idle.failed",
						actions: "rememberFailure"
					}
				}
			}
		}
	});
}));
// src/machines/favourite.machine.ts
/**
* favourite: 收藏商品 (spec §2 actions, §7 POST /api/6087db4edf7ee {uid, pid}).
*
*   idle ┬ quiet  ──user.favourite──▶ saving ──done──▶ idle.saved   (the server's msg)
*        ├ saved                              └─error─▶ idle.failed (why, in Chinese)
*        └ failed ──user.dismissNotice──▶ idle.quiet
*
* The login gate is the page's: this chart receives user.favourite only from a logged-in buyer,
* with the uid. The spec shows the answer's msg as a success notice; the spec leaves a failure
* unshown, and we say why (issue #4). `saving` takes no second click.
*/
function toFavouriteView$1(snapshot) {
	const { message } = snapshot.context;
	const notice = snapshot.matches({ idle: "saved" }) ? {
		tone: "success",
		text: message
	} : snapshot.matches({ idle: "failed" }) ? {
		tone: "error",
		text: message
	} : null;
	return {
		saving: snapshot.matches("saving"),
		notice
	};
}
var favouriteMachine$1;
var init_favourite_machine$1 = __esmMin((() => {
	init_api_failure();
	favouriteMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: { saveFavourite: fromPromise(async () => {
			throw new Error("favourite: the saveFavourite actor was not provided");
		}) }
	}).createMachine({
		id: "favourite",
		context: ({ input }) => ({
			...input,
			message: null
		}),
		initial: "idle",
		states: {
			idle: {
				initial: "quiet",
				on: { "user.favourite": { target: "saving" } },
				states: {
					quiet: {},
					saved: { on: { "user.dismissNotice": { target: "quiet" } } },
					failed: { on: { "user.dismissNotice": { target: "quiet" } } }
				}
			},
			saving: { invoke: {
				id: "saveFavourite",
				src: "saveFavourite",
				input: ({ context, event }) => ({
					uid: event.type === "user.favourite" ? event.uid : 0,
					pid: context.goodsId
				}),
				onDone: {
					target: "idle.saved",
					actions: assign({ message: ({ event }) => event.output })
				},
				onError: {
					target: "idle.failed",
					actions: assign({ message: ({ event }) => failureMessage(event.error, "") || null })
				}
			} }
		}
	});
}));
// src/machines/find-similar.machine.ts
/**
* findSimilar: 找相似 (spec §4, §5 "find similar uses the current cover image", §7 POST
* /api/62ab5261774a1 {url}, §8 the two notices).
*
*   idle ┬ quiet    ──user.findSimilar {url}──▶ searching (正在搜索相似商品，请稍候)
*        ├ found    ◀──done, a non-empty list── searching   emits `found` {list, totalCount}
*        ├ notFound ◀──done, empty list / refused (code ≠ 1)  (未找到相似商品)
*        └ failed   ◀──error: network, timeout, HTTP error, bad answer (why, in Chinese)
*   idle.found / notFound / failed ──user.dismiss──▶ idle.quiet
*
* Why so: the chart does not navigate. A found list is handed on through the emitted `found`
* event, and the route that owns the router opens /search?data= (spec §2); `idle.found` keeps
* the answer in view (with a link to the results) for as long as the page is still there. The
* notices are sub-states of idle because each one ends with the next click of 找相似, which is
* taken from any of them. `searching` takes no click: one search at a time, the first one wins.
* The spec calls anything but code 1 "no similar goods found"; a call that never got an answer
* (or got one we cannot read) is a failure of its own, since searching again may well work.
*/
/** What the view shows, derived from the snapshot only. */
function toFindSimilarView$1(snapshot) {
	const { result, error } = snapshot.context;
	const notice = snapshot.matches("searching") ? { kind: "searching" } : snapshot.matches({ idle: "found" }) && result ? {
		kind: "found",
		result
	} : snapshot.matches({ idle: "notFound" }) ? { kind: "notFound" } : snapshot.matches({ idle: "failed" }) ? {
		kind: "failed",
		error
	} : null;
	return {
		searching: snapshot.matches("searching"),
		notice,
		canDismiss: snapshot.can({ type: "user.dismiss" })
	};
}
var findSimilarMachine$1;
var init_find_similar_machine$1 = __esmMin((() => {
	init_api_failure();
	findSimilarMachine$1 = setup({
		types: {
			context: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: { findSimilar: fromPromise(async () => {
			throw new Error("findSimilar: the findSimilar actor was not provided");
		}) },
		guards: {
			hasCover: ({ event }) => event.type === "user.findSimilar" && event.url.trim() !== "",
			foundGoods: (_, output) => output.list.length > 0,
			refused: ({ event }) => "error" in event && failureRefused(event.error)
		},
		actions: {
			keepResult: assign({
				result: (_, output) => output,
				error: null
			}),
			announceFound: emit((_, output) => ({
				type: "found",
				list: output.list,
				totalCount: output.totalCount
			})),
			keepError: assign({ error: ({ event }) => "error" in event ? failureMessage(event.error, "") || null : null })
		}
	}).createMachine({
		id: "findSimilar",
		context: {
			result: null,
			error: null
		},
		initial: "idle",
		states: {
			idle: {
				initial: "quiet",
				on: { "user.findSimilar": {
					guard: "hasCover",
					target: "searching"
				} },
				states: {
					quiet: {},
					found: { on: { "user.dismiss": { target: "quiet" } } },
					notFound: { on: { "user.dismiss": { target: "quiet" } } },
					failed: { on: { "user.dismiss": { target: "quiet" } } }
				}
			},
			searching: { invoke: {
				id: "findSimilar",
				src: "findSimilar",
				input: ({ event }) => ({ url: event.type === "user.findSimilar" ? event.url.trim() : "" }),
				onDone: [{
					guard: {
						type: "foundGoods",
						params: ({ event }) => event.output
					},
					target: "idle.found",
					actions: [{
						type: "keepResult",
						params: ({ event }) => event.output
					}, {
						type: "announceFound",
						params: ({ event }) => event.output
					}]
				}, { target: "idle.notFound" }],
				onError: [{
					guard: "refused",
					target: "idle.notFound"
				}, {
					target: "idle.failed",
					actions: "keepError"
				}]
			} }
		}
	});
}));
// src/machines/gallery.machine.ts
/**
* gallery: the detail page's media box and thumbnail strip (spec §2 gallery, §4 colour choice,
* §8 the two media notices, §9 five thumbnails and a 2x zoom).
*
*   gallery ─ user.selectThumbnail / colour.chosen ─▶ image | video   (the chosen item's kind)
*   │         user.previous / user.next / strip.scrolled: move the 5-thumbnail window (context)
*   ├─ image
*   │   ├─ loading ──media.loaded──▶ shown ─┬─ still ──pointer.enter / move──▶ zoomed
*   │   │         ──media.failed──▶ failed  └─ zoomed ──pointer.move (lens)  ──pointer.leave──▶ still
*   │   └─ failed                                     (加载失败)
*   └─ video
*       ├─ playable ──video.failed──▶ unplayable      (该视频暂时无法播放，请稍后再试)
*       └─ unplayable
*
* Why so: the box shows one of two kinds of media, and what can happen depends on the kind (an
* image loads or fails and can be zoomed; a video plays or cannot), so the kind is a state, not a
* flag. The zoom lives inside `image.shown` because there is nothing to magnify before the image
* arrives or after it failed. The selected index, the strip window and the lens are data (any item,
* any window, any point), so they are context; canPrevious/canNext come from `snapshot.can`.
*
* Choosing the item already shown is no transition: re-entering `loading` would wait for a load
* event that the same, already loaded <img> never fires again, and a failed item would fail the
* same way. Choosing another item (even with the same URL) re-enters the kind's initial state.
*/
/** The last first-visible index: the window never shows past the last item. */
function lastFirst$1(count) {
	return Math.max(0, count - STRIP_SIZE$1);
}
/** A first-visible index kept inside 0 … lastFirst(count) (whole numbers only). */
function clampFirst$1(first, count) {
	if (!Number.isFinite(first)) return 0;
	return Math.min(Math.max(0, Math.round(first)), lastFirst$1(count));
}
/** The window after making item `index` visible: it moves as little as it can. */
function revealFirst$1(first, index, count) {
	if (index < first) return clampFirst$1(index, count);
	if (index >= first + STRIP_SIZE$1) return clampFirst$1(index - STRIP_SIZE$1 + 1, count);
	return clampFirst$1(first, count);
}
/** A pointer position as a fraction of the box, kept in 0 … 1 (the centre when unmeasurable). */
function clampFraction$1(value) {
	if (!Number.isFinite(value)) return .5;
	return Math.min(1, Math.max(0, value));
}
/** The item an event asks for: a thumbnail's own index, or colour i's item i + 1. */
function chosenIndex$1(event) {
	if (event.type === "user.selectThumbnail") return event.index;
	if (event.type === "colour.chosen") return colourItemIndex(event.index);
	return -1;
}
function isOther$1(context, index, kind) {
	return index !== context.selected && context.items[index]?.kind === kind;
}
/**
* The cover image at this moment (spec §4, §5: find similar uses it): the still of the item in
* the box, i.e. colour i's thumbnail (item i + 1) after a colour choice, or the main video's
* poster; '' only for an empty gallery, which the detail contract rules out.
*/
function coverStillOf(snapshot) {
	const item = snapshot.context.items[snapshot.context.selected];
	return item ? stillOf$1(item) : "";
}
/** What the view shows, derived from the snapshot only. */
function toGalleryView$1(snapshot) {
	const { items, selected, first, lens } = snapshot.context;
	const item = items[selected] ?? null;
	return {
		items,
		selectedIndex: selected,
		selected: item,
		media: mediaStates$1.find(([state]) => snapshot.matches(state))?.[1] ?? "loading",
		zoomed: snapshot.matches({ image: { shown: "zoomed" } }),
		lens,
		cover: item ? stillOf$1(item) : null,
		firstVisible: first,
		visibleCount: STRIP_SIZE$1,
		canPrevious: snapshot.can({ type: "user.previous" }),
		canNext: snapshot.can({ type: "user.next" })
	};
}
var galleryLayout$1, STRIP_SIZE$1, galleryMachine$1, stillOf$1, mediaStates$1;
var init_gallery_machine$1 = __esmMin((() => {
	init_business_constants();
	init_gallery_items();
	galleryLayout$1 = {
		boxPx: 400,
		zoom: 2,
		stripSize: 5,
		thumbGapPx: 3
	};
	STRIP_SIZE$1 = galleryLayout$1.stripSize;
	galleryMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			selectedIsVideo: ({ context }) => context.items[context.selected]?.kind === "video",
			showsOtherImage: ({ context, event }) => isOther$1(context, chosenIndex$1(event), "image"),
			showsOtherVideo: ({ context, event }) => isOther$1(context, chosenIndex$1(event), "video"),
			showsSelected: ({ context, event }) => chosenIndex$1(event) === context.selected,
			canMoveBack: ({ context }) => context.first > 0,
			canMoveOn: ({ context }) => context.first < lastFirst$1(context.items.length),
			scrolledElsewhere: ({ context, event }) => event.type === "strip.scrolled" && clampFirst$1(event.first, context.items.length) !== context.first
		},
		actions: {
			select: assign(({ context, event }) => {
				const index = chosenIndex$1(event);
				return {
					selected: index,
					first: revealFirst$1(context.first, index, context.items.length)
				};
			}),
			revealSelected: assign({ first: ({ context }) => revealFirst$1(context.first, context.selected, context.items.length) }),
			moveBack: assign({ first: ({ context }) => clampFirst$1(context.first - 1, context.items.length) }),
			moveOn: assign({ first: ({ context }) => clampFirst$1(context.first + 1, context.items.length) }),
			followStrip: assign({ first: ({ context, event }) => event.type === "strip.scrolled" ? clampFirst$1(event.first, context.items.length) : context.first }),
			aimLens: assign({ lens: ({ context, event }) => event.type === "pointer.enter" || event.type === "pointer.move" ? {
				x: clampFraction$1(event.x),
				y: clampFraction$1(event.y)
			} : context.lens })
		}
	}).createMachine({
		id: "gallery",
		context: ({ input }) => ({
			items: input.items,
			selected: 0,
			first: 0,
			lens: {
				x: .5,
				y: .5
			}
		}),
		initial: "image",
		on: {
			"user.selectThumbnail": [{
				guard: "showsOtherVideo",
				target: ".video",
				actions: "select"
			}, {
				guard: "showsOtherImage",
				target: ".image",
				actions: "select"
			}],
			"colour.chosen": [{
				guard: "showsSelected",
				actions: "revealSelected"
			}, {
				guard: "showsOtherImage",
				target: ".image",
				actions: "select"
			}],
			"user.previous": {
				guard: "canMoveBack",
				actions: "moveBack"
			},
			"user.next": {
				guard: "canMoveOn",
				actions: "moveOn"
			},
			"strip.scrolled": {
				guard: "scrolledElsewhere",
				actions: "followStrip"
			}
		},
		states: {
			image: {
				always: {
					guard: "selectedIsVideo",
					target: "video"
				},
				initial: "loading",
				states: {
					loading: { on: {
						"media.loaded": { target: "shown" },
						"media.failed": { target: "failed" }
					} },
					shown: {
						initial: "still",
						states: {
							still: { on: {
								"pointer.enter": {
									target: "zoomed",
									actions: "aimLens"
								},
								"pointer.move": {
									target: "zoomed",
									actions: "aimLens"
								}
							} },
							zoomed: { on: {
								"pointer.move": { actions: "aimLens" },
								"pointer.leave": { target: "still" }
							} }
						}
					},
					failed: {}
				}
			},
			video: {
				initial: "playable",
				states: {
					playable: { on: { "video.failed": { target: "unplayable" } } },
					unplayable: {}
				}
			}
		}
	});
	stillOf$1 = (item) => item.kind === "video" ? item.poster : item.src;
	mediaStates$1 = [
		[{ image: "loading" }, "loading"],
		[{ image: "shown" }, "shown"],
		[{ image: "failed" }, "failed"],
		[{ video: "playable" }, "playable"],
		[{ video: "unplayable" }, "unplayable"]
	];
}));
// src/machines/image-preview.machine.ts
/**
* imagePreview: the 商品详情 tab's detail images, each opening a large preview (spec §2).
*
*   closed ──user.openPreview(i)──▶ open ──user.closePreview──▶ closed
*                                    └─ user.nextImage / user.previousImage (within the list)
*
* The open image's index lives in context; moving past either end is not possible (guards), so
* the view's 上一张/下一张 are enabled exactly when the chart can take them.
*/
function toImagePreviewView$1(snapshot) {
	const { images, index } = snapshot.context;
	const open = snapshot.matches("open");
	return {
		images,
		open,
		index,
		current: open ? images[index] ?? null : null,
		canNext: snapshot.can({ type: "user.nextImage" }),
		canPrevious: snapshot.can({ type: "user.previousImage" })
	};
}
var imagePreviewMachine$1;
var init_image_preview_machine$1 = __esmMin((() => {
	imagePreviewMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			isImage: ({ context, event }) => event.type === "user.openPreview" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.images.length,
			hasNext: ({ context }) => context.index < context.images.length - 1,
			hasPrevious: ({ context }) => context.index > 0
		}
	}).createMachine({
		id: "imagePreview",
		context: ({ input }) => ({
			...input,
			index: 0
		}),
		initial: "closed",
		states: {
			closed: { on: { "user.openPreview": {
				guard: "isImage",
				target: "open",
				actions: assign({ index: ({ event }) => event.index })
			} } },
			open: { on: {
				"user.nextImage": {
					guard: "hasNext",
					actions: assign({ index: ({ context }) => context.index + 1 })
				},
				"user.previousImage": {
					guard: "hasPrevious",
					actions: assign({ index: ({ context }) => context.index - 1 })
				},
				"user.closePreview": { target: "closed" }
			} }
		}
	});
}));
// src/rules/upload-platforms.ts
var UPLOAD_PLATFORMS;
var init_upload_platforms = __esmMin((() => {
	init_copy();
	UPLOAD_PLATFORMS = [
		labels.douyin,
		labels.kuaishou,
		labels.channels,
		labels.xiaohongshu
	];
}));
// src/machines/platform-chooser.machine.ts
/**
* platformChooser: 上传到平台 and its dialog 请选择要上传的平台 (spec §2 dialogs, §7 the upload page
* /api/mini/goods/upload/view/{goodsId}/{platform name}, §9 platforms).
*
*   closed ┬ quiet    ──user.openChooser──▶ open ──user.choosePlatform──▶ opening ┬ tab opened ──▶ closed.opened
*          ├ opened   ◀──user.cancel────────┘                                    ├ tab blocked ─▶ closed.blocked
*          ├ blocked                                                             └ error ───────▶ closed.failed
*          └ failed
*   closed.opened / blocked / failed ──user.dismissNotice──▶ closed.quiet
*
* The upload page opens in a new tab, which a browser allows only while the click is being
* handled: `opening` invokes the route's openUploadPage, whose body calls window.open before its
* first await (as purchase's placeOrder does), so the tab opens within the click. A popup
* blocker is answered with a link the buyer can click (`blocked`), never with silence; an error
* (no page to link to) says so. The spec shows no login check here (§6): any visitor may.
*/
/** What the 上传到平台 button, its dialog and its notice show, derived from the snapshot only. */
function toPlatformChooserView$1(snapshot) {
	return {
		open: snapshot.matches("open"),
		platforms: UPLOAD_PLATFORMS,
		notice: noticeOf$4(snapshot)
	};
}
function noticeOf$4(snapshot) {
	const { platform, url } = snapshot.context;
	if (!platform) return null;
	if (url && snapshot.matches({ closed: "opened" })) return {
		kind: "opened",
		platform,
		url
	};
	if (url && snapshot.matches({ closed: "blocked" })) return {
		kind: "blocked",
		platform,
		url
	};
	if (snapshot.matches({ closed: "failed" })) return {
		kind: "failed",
		platform
	};
	return null;
}
var platformChooserMachine$1;
var init_platform_chooser_machine$1 = __esmMin((() => {
	init_upload_platforms();
	platformChooserMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: { openUploadPage: fromPromise(async () => {
			throw new Error("platformChooser: the openUploadPage actor was not provided");
		}) },
		guards: {
			knownPlatform: ({ event }) => event.type === "user.choosePlatform" && UPLOAD_PLATFORMS.includes(event.platform),
			tabOpened: ({ event }) => "output" in event && event.output.opened
		},
		actions: { rememberPage: assign({ url: ({ event }) => "output" in event ? event.output.url : null }) }
	}).createMachine({
		id: "platformChooser",
		context: ({ input }) => ({
			...input,
			platform: null,
			url: null
		}),
		initial: "closed",
		states: {
			closed: {
				initial: "quiet",
				on: { "user.openChooser": { target: "open" } },
				states: {
					quiet: {},
					opened: { on: { "user.dismissNotice": { target: "quiet" } } },
					blocked: { on: { "user.dismissNotice": { target: "quiet" } } },
					failed: { on: { "user.dismissNotice": { target: "quiet" } } }
				}
			},
			open: { on: {
				"user.choosePlatform": {
					guard: "knownPlatform",
					target: "opening",
					actions: assign({
						platform: ({ event }) => event.platform,
						url: null
					})
				},
				"user.cancel": { target: "closed.quiet" }
			} },
			opening: { invoke: {
				id: "openUploadPage",
				src: "openUploadPage",
				input: ({ context }) => ({
					goodsId: context.goodsId,
					platform: context.platform ?? UPLOAD_PLATFORMS[0]
				}),
				onDone: [{
					guard: "tabOpened",
					target: "closed.opened",
					actions: "rememberPage"
				}, {
					target: "closed.blocked",
					actions: "rememberPage"
				}],
				onError: { target: "closed.failed" }
			} }
		}
	});
}));
// src/rules/also-bought.ts
function alsoBoughtGroups(goods, currentGoodsId) {
	const shown = goods.filter((item) => item.ID !== currentGoodsId).slice(0, 9);
	const groups = [];
	for (let i = 0; i < shown.length; i += 3) groups.push(shown.slice(i, i + 3));
	return groups;
}
var init_also_bought = __esmMin((() => {
	init_business_constants();
}));
// src/rules/purchase-buttons.ts
/** True for an absolute http: or https: URL with a host; javascript:, data:, relative text… are not. */
function isHttpUrl(text) {
	let url;
	try {
		url = new URL(text.trim());
	} catch {
		return false;
	}
	return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}
/** An http(s) link to 1688 (see DIRECT_SHIP_HOST); javascript:, data:, other hosts are not. */
function isDirectShipUrl(text) {
	return isHttpUrl(text) && DIRECT_SHIP_HOST.test(new URL(text.trim()).hostname);
}
function purchaseButtons(shipping, aliUrl) {
	if (shipping === "pending") return {
		addToCart: false,
		buyNow: false,
		directShipUrl: null
	};
	const cartAndBuy = shipping !== 2;
	return {
		addToCart: cartAndBuy,
		buyNow: cartAndBuy,
		directShipUrl: shipping !== 1 && isDirectShipUrl(aliUrl) ? aliUrl.trim() : null
	};
}
var DIRECT_SHIP_HOST;
var init_purchase_buttons = __esmMin((() => {
	DIRECT_SHIP_HOST = /(^|\.)1688\.com$/i;
}));
// src/rules/purchase-lines.ts
function cartSpecLines(lines) {
	return lines.map(({ size, quantity }) => ({
		...size,
		num: quantity,
		goods_num: quantity
	}));
}
function orderLines(lines, goods) {
	return lines.map((line) => ({
		...line.size,
		num: line.quantity,
		goods_num: line.quantity,
		color: line.colour,
		goods_id: goods.goodsId,
		goodsName: goods.goodsName,
		sname: goods.supplierName
	}));
}
var init_purchase_lines = __esmMin((() => {}));
// src/rules/selected-lines.ts
/** Every size with a quantity above 0, in colour order then size order. */
function selectedLines(colours, quantities) {
	return colours.flatMap((group) => group.sizes.flatMap((size) => {
		const quantity = quantities[size.id] ?? 0;
		return quantity > 0 ? [{
			colour: group.color,
			size,
			quantity
		}] : [];
	}));
}
/** 共N件 and 合计 in fen of the selected lines: the one rule the cart and the order pages use too. */
function selectionTotals(lines) {
	return lineTotals(lines.map((line) => ({
		price: line.size.price,
		quantity: line.quantity
	})));
}
var init_selected_lines = __esmMin((() => {
	init_line_totals();
}));
// src/machines/purchase.machine.ts
/**
* purchase: 加入购物车, 立即购买 and 1688直发 (spec §4 cart and buy now, §5, §7 cart save, §8).
*
*   idle ┬ quiet             ──user.addToCart [offered, lines]──▶ saving ──done──▶ added ──close──▶ idle
*        ├ nothingSelected   ◀─user.addToCart / user.buyNow [no lines]     └─error─▶ idle.saveFailed
*        ├ saveFailed        ──user.buyNow [offered, lines]──▶ ordering ┬ stored, tab opened ▶ idle.orderOpened
*        ├ orderOpened                                                  ├ stored, tab blocked ▶ idle.popupBlocked
*        ├ popupBlocked                                                 └ not stored ─────────▶ idle.orderFailed
*        └ orderFailed
*   anywhere: supplier.known → which buttons are offered (rules/purchase-buttons.ts)
*
* The login gate is not here: the page lets these events through only for a logged-in buyer
* and sends them with the uid and the selected lines (read from the selection), so this chart
* is the same for every buyer and testable alone. Each notice is a state of `idle`, so a test
* sees it and the view shows it; the next action replaces it.
*
* `saving` and `ordering` take no purchase event: a double click, or a click while a save is
* on its way, sends nothing (issue #4). A failed save keeps the selection: the selection lives
* in its own machine, and nothing here clears it.
*
* 1688直发 is a link (ali_url, checked to be http(s)), not an event: a link opens in a new tab
* without a popup blocker and works with middle-click; the rule decides whether it is offered.
*/
function fromPromiseNotProvided$1(name) {
	return fromPromise(notProvided$7(name));
}
function noticeOf$3(snapshot) {
	const { orderNo, error } = snapshot.context;
	if (snapshot.matches({ idle: "nothingSelected" })) return { kind: "selectGoods" };
	if (snapshot.matches({ idle: "saveFailed" })) return {
		kind: "saveFailed",
		message: error
	};
	if (snapshot.matches({ idle: "orderFailed" })) return {
		kind: "orderFailed",
		message: error
	};
	if (orderNo && snapshot.matches({ idle: "orderOpened" })) return {
		kind: "orderOpened",
		orderNo
	};
	if (orderNo && snapshot.matches({ idle: "popupBlocked" })) return {
		kind: "popupBlocked",
		orderNo
	};
	return null;
}
/** What the purchase bar and the success dialog show, derived from the snapshot only. */
function toPurchaseView$1(snapshot) {
	const { context } = snapshot;
	return {
		buttons: context.shipping === "pending" ? null : offered$1(context),
		saving: snapshot.matches("saving"),
		ordering: snapshot.matches("ordering"),
		notice: noticeOf$3(snapshot),
		added: {
			open: snapshot.matches("added"),
			cartCount: context.cartCount,
			alsoBoughtGroups: alsoBoughtGroups(context.alsoBought, context.goodsId)
		}
	};
}
var notProvided$7, offered$1, purchaseMachine$1;
var init_purchase_machine$1 = __esmMin((() => {
	init_also_bought();
	init_purchase_buttons();
	init_purchase_lines();
	init_selected_lines();
	init_api_failure();
	notProvided$7 = (name) => async () => {
		throw new Error(`purchase: the ${name} actor was not provided`);
	};
	offered$1 = (context) => purchaseButtons(context.shipping, context.aliUrl);
	purchaseMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: {
			saveCart: fromPromiseNotProvided$1("saveCart"),
			placeOrder: fromPromiseNotProvided$1("placeOrder")
		},
		guards: {
			cartOffered: ({ context }) => offered$1(context).addToCart,
			buyOffered: ({ context }) => offered$1(context).buyNow,
			nothingSelected: ({ event }) => "lines" in event && selectionTotals(event.lines).count === 0,
			tabOpened: ({ event }) => "output" in event && event.output.opened
		},
		actions: {
			knowSupplier: assign(({ event }) => event.type === "supplier.known" ? {
				shipping: event.shippingType,
				alsoBought: event.alsoBought
			} : {
				shipping: "unknown",
				alsoBought: []
			}),
			forgetFailure: assign({ error: null }),
			announceCartSaved: emit(({ context }) => ({
				type: "cart.saved",
				count: context.cartCount
			}))
		}
	}).createMachine({
		id: "purchase",
		context: ({ input }) => ({
			...input,
			shipping: input.supplier?.shippingType ?? "pending",
			alsoBought: input.supplier?.alsoBought ?? [],
			cartCount: 0,
			orderNo: null,
			error: null
		}),
		initial: "idle",
		on: {
			"supplier.known": { actions: "knowSupplier" },
			"supplier.unknown": { actions: "knowSupplier" }
		},
		states: {
			idle: {
				initial: "quiet",
				on: {
					"user.addToCart": [{
						guard: and(["cartOffered", "nothingSelected"]),
						target: ".nothingSelected"
					}, {
						guard: "cartOffered",
						target: "saving",
						actions: "forgetFailure"
					}],
					"user.buyNow": [{
						guard: and(["buyOffered", "nothingSelected"]),
						target: ".nothingSelected"
					}, {
						guard: "buyOffered",
						target: "ordering",
						actions: "forgetFailure"
					}]
				},
				states: {
					quiet: {},
					nothingSelected: { on: { "user.dismissNotice": { target: "quiet" } } },
					saveFailed: { on: { "user.dismissNotice": { target: "quiet" } } },
					orderOpened: { on: { "user.dismissNotice": { target: "quiet" } } },
					popupBlocked: { on: { "user.dismissNotice": { target: "quiet" } } },
					orderFailed: { on: { "user.dismissNotice": { target: "quiet" } } }
				}
			},
			saving: { invoke: {
				id: "saveCart",
				src: "saveCart",
				input: ({ context, event }) => {
					const request = event;
					return {
						uid: request.uid,
						goodsId: context.goodsId,
						lines: cartSpecLines(request.lines)
					};
				},
				onDone: {
					target: "added",
					actions: [assign({ cartCount: ({ event }) => event.output.count }), "announceCartSaved"]
				},
				onError: {
					target: "idle.saveFailed",
					actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null })
				}
			} },
			added: { on: { "user.closeAdded": { target: "idle.quiet" } } },
			ordering: { invoke: {
				id: "placeOrder",
				src: "placeOrder",
				input: ({ context, event }) => orderLines(event.lines, context),
				onDone: [{
					guard: "tabOpened",
					target: "idle.orderOpened",
					actions: assign({ orderNo: ({ event }) => event.output.orderNo })
				}, {
					target: "idle.popupBlocked",
					actions: assign({ orderNo: ({ event }) => event.output.orderNo })
				}],
				onError: {
					target: "idle.orderFailed",
					actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null })
				}
			} }
		}
	});
}));
// src/rules/quantity.ts
/** The largest quantity a size takes: its stock, never below 0 (a stock that is not a number takes none). */
function maxQuantity(stock) {
	return Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
}
function readNumber(text) {
	const plain = text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 65248)).replace(MINUS_SIGN, "-").replace(THOUSANDS, "$1");
	const match = NUMBER.exec(plain);
	return match ? Number(match[0]) : NaN;
}
/**
* Any typed, pasted or computed value as a quantity of 0..max(0, stock): letters and empty text
* are 0, decimals are truncated ('2.7' → 2), '1e3' is 1000 (then clamped), ' 12 件' is 12,
* NaN is 0 and ±Infinity the nearest bound.
*/
function clampQuantity(input, stock) {
	const value = typeof input === "number" ? input : readNumber(input);
	const max = maxQuantity(stock);
	if (Number.isNaN(value)) return 0;
	return Math.min(max, Math.max(0, Math.trunc(value)));
}
/** One step (delta ±1 for the stepper) from the current quantity, kept within 0..stock. */
function stepQuantity(current, delta, stock) {
	const base = clampQuantity(current, stock);
	if (Number.isNaN(delta)) return base;
	return clampQuantity(base + delta, stock);
}
var FULL_WIDTH, MINUS_SIGN, THOUSANDS, NUMBER;
var init_quantity = __esmMin((() => {
	FULL_WIDTH = /[０-９．－＋ｅＥ]/g;
	MINUS_SIGN = /\u2212/g;
	THOUSANDS = /(\d)[,，](?=\d{3}(?!\d))/g;
	NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i;
}));
// src/rules/size-label.ts
function cutSizeLabel(label) {
	const characters = Array.from(graphemes.segment(label), (part) => part.segment);
	if (characters.length <= SIZE_LABEL_LENGTH) return label;
	return `${characters.slice(0, SIZE_LABEL_LENGTH).join("")}...`;
}
var SIZE_LABEL_LENGTH, graphemes;
var init_size_label = __esmMin((() => {
	init_business_constants();
	SIZE_LABEL_LENGTH = 6;
	graphemes = new Intl.Segmenter("zh-CN", { granularity: "grapheme" });
}));
// src/machines/selection.machine.ts
/**
* selection: the chosen colour and the quantity per size (spec §2 size rows, §4 colour choice
* and quantities, §5 and §9 quantity rules).
*
*   choosing ◀─┬─ user.chooseColour        [another colour]           (colourIndex)
*              ├─ user.typeQuantity        [in stock, changes it]     (quantities)
*              ├─ user.incrementQuantity   [in stock, changes it]
*              ├─ user.decrementQuantity   [in stock, changes it]
*              ├─ user.minQuantity (Home)  [in stock, changes it]
*              ├─ user.maxQuantity (End)   [in stock, changes it]
*              └─ user.fillColour          [changes a size of the colour] (quantities)
*
* One state, on purpose: a buyer can always choose a colour and count, nothing here waits or
* fails, so what varies is data (which colour, how many of each size), kept in context. Every
* rule is a guard over the pure rules of src/rules/quantity.ts, so `snapshot.can(...)` answers
* the view's questions (may + or − be pressed?) with the machine's own rule, and an event that
* would change nothing (the current colour again, + at the stock, a sold-out size) is no
* transition at all.
*
* Quantities are kept per size id (size ids are SKU ids, unique across colours), not per row of
* the visible colour, so they survive switching colours; the totals (共N件, 合计￥ in whole fen)
* and the selected list are derived from `colours` × `quantities` by src/rules/selected-lines.ts
* in `toSelectionView` and `selectionLinesOf`, never stored twice.
*
* 整色填充 (user.fillColour) sets one typed quantity on every size of the chosen colour at once,
* each clamped to its own stock by the same rule as typing into a row, so a wholesale buyer
* ordering "10 of every size" does not type six fields; sold-out sizes keep 0.
*/
function chosenSizes$1(context) {
	return context.colours[context.colourIndex]?.sizes ?? [];
}
/** A size the buyer can see: one of the chosen colour's sizes. */
function visibleSize$1(context, sizeId) {
	return chosenSizes$1(context).find((size) => size.id === sizeId);
}
function quantityOf$1(context, sizeId) {
	return context.quantities[sizeId] ?? 0;
}
/** The quantity the event asks for, by the rules of spec §5, §9 (min 0, max the stock, step 1). */
function requestedQuantity$3(current, stock, event) {
	switch (event.type) {
		case "user.typeQuantity": return clampQuantity(event.text, stock);
		case "user.incrementQuantity": return stepQuantity(current, 1, stock);
		case "user.decrementQuantity": return stepQuantity(current, -1, stock);
		case "user.minQuantity": return 0;
		case "user.maxQuantity": return maxQuantity(stock);
	}
}
function isQuantityEvent$1(event) {
	return "sizeId" in event;
}
/**
* The quantities after 整色填充: the text read once per in-stock size of the chosen colour and
* clamped to that size's stock (spec §5: 0..stock); sold-out sizes and other colours untouched.
*/
function filledQuantities$1(context, text) {
	const filled = chosenSizes$1(context).filter(inStock$1).map((size) => [size.id, clampQuantity(text, size.stock)]);
	return {
		...context.quantities,
		...Object.fromEntries(filled)
	};
}
/**
* What the buyer has selected, in colour then size order (sizes at 0 left out): for the purchase
* machine's cart save and buy-now order, read from the selection child's snapshot.
*/
function selectionLinesOf$1(snapshot) {
	return selectedLines(snapshot.context.colours, snapshot.context.quantities);
}
function summaryOf$2(lines) {
	const totals = selectionTotals(lines);
	return {
		count: totals.count,
		total: fenToYuan(totals.fen),
		lines: lines.map((line) => ({
			key: String(line.size.id),
			colour: line.colour,
			size: line.size.size,
			quantity: line.quantity
		}))
	};
}
function toChosenColourView$1(snapshot) {
	const { context } = snapshot;
	const group = context.colours[context.colourIndex];
	if (!group) return noColour$1;
	let view = chosenColourViews$1.get(group);
	if (!view) {
		view = {
			colour: group.color,
			sizeIds: group.sizes.map((size) => size.id),
			canFillColour: group.sizes.some(inStock$1)
		};
		chosenColourViews$1.set(group, view);
	}
	return view;
}
/** How many colour buttons there are: fixed for the goods. */
function colourCountOf(snapshot) {
	return snapshot.context.colours.length;
}
/** One colour button; undefined for an index the goods does not have. */
function toColourView$1(snapshot, index) {
	const { context } = snapshot;
	const group = context.colours[index];
	if (!group) return void 0;
	return {
		name: group.color,
		index,
		chosen: index === context.colourIndex,
		count: group.sizes.reduce((sum, size) => sum + quantityOf$1(context, size.id), 0)
	};
}
function factsOf$1(size) {
	let facts = sizeFacts$1.get(size);
	if (!facts) {
		let label = cutLabels$1.get(size.size);
		if (label === void 0) {
			if (cutLabels$1.size >= 2e3) cutLabels$1.clear();
			label = cutSizeLabel(size.size);
			cutLabels$1.set(size.size, label);
		}
		facts = {
			id: size.id,
			label,
			fullLabel: size.size,
			sku: size.goods_sn,
			weightG: size.weight,
			price: size.price,
			stock: size.stock,
			min: 0,
			max: maxQuantity(size.stock),
			soldOut: size.stock <= 0
		};
		sizeFacts$1.set(size, facts);
	}
	return facts;
}
/**
* A shown size's row. Whether + and − may be pressed is the machine's answer (snapshot.can), and
* for a shown size it depends on its stock and its quantity only (the guards sizeInStock and
* changesQuantity read nothing else), so the row's view is kept, same object, while its quantity
* is: rows a change did not touch are not rebuilt.
*/
function sizeViewOf$1(snapshot, size) {
	const quantity = quantityOf$1(snapshot.context, size.id);
	const kept = sizeViews$1.get(size);
	if (kept?.quantity === quantity) return kept;
	const view = {
		...factsOf$1(size),
		quantity,
		canIncrement: snapshot.can({
			type: "user.incrementQuantity",
			sizeId: size.id
		}),
		canDecrement: snapshot.can({
			type: "user.decrementQuantity",
			sizeId: size.id
		})
	};
	sizeViews$1.set(size, view);
	return view;
}
/** One size row of the chosen colour; undefined once the size is no longer shown. */
function toSizeRowView(snapshot, sizeId) {
	const group = snapshot.context.colours[snapshot.context.colourIndex];
	if (!group) return void 0;
	let index = sizeIndexes.get(group);
	if (!index) {
		index = new Map(group.sizes.map((size) => [size.id, size]));
		sizeIndexes.set(group, index);
	}
	const size = index.get(sizeId);
	return size && sizeViewOf$1(snapshot, size);
}
/**
* 共N件, 合计￥ and the selected lines: the same object until a quantity changes (a colour switch
* keeps it, so the totals do not re-render for it).
*/
function toSelectionSummary$1(snapshot) {
	const { colours, quantities } = snapshot.context;
	let byQuantities = summaries$1.get(colours);
	if (!byQuantities) {
		byQuantities = /* @__PURE__ */ new WeakMap();
		summaries$1.set(colours, byQuantities);
	}
	let summary = byQuantities.get(quantities);
	if (!summary) {
		summary = summaryOf$2(selectionLinesOf$1(snapshot));
		byQuantities.set(quantities, summary);
	}
	return summary;
}
function toSelectionTotals(snapshot) {
	const { count, total, lines } = toSelectionSummary$1(snapshot);
	return {
		count,
		total,
		lineCount: lines.length
	};
}
var inStock$1, selectionMachine$1, noColour$1, chosenColourViews$1, sizeFacts$1, cutLabels$1, sizeViews$1, sizeIndexes, summaries$1;
var init_selection_machine$1 = __esmMin((() => {
	init_money();
	init_quantity();
	init_selected_lines();
	init_size_label();
	inStock$1 = (size) => size.stock > 0;
	selectionMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			isOtherColour: ({ context, event }) => event.type === "user.chooseColour" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.colours.length && event.index !== context.colourIndex,
			sizeInStock: ({ context, event }) => {
				if (!isQuantityEvent$1(event)) return false;
				const size = visibleSize$1(context, event.sizeId);
				return size !== void 0 && inStock$1(size);
			},
			changesQuantity: ({ context, event }) => {
				if (!isQuantityEvent$1(event)) return false;
				const size = visibleSize$1(context, event.sizeId);
				if (!size) return false;
				const current = quantityOf$1(context, size.id);
				return requestedQuantity$3(current, size.stock, event) !== current;
			},
			fillChangesColour: ({ context, event }) => {
				if (event.type !== "user.fillColour") return false;
				const filled = filledQuantities$1(context, event.text);
				return chosenSizes$1(context).some((size) => filled[size.id] !== quantityOf$1(context, size.id));
			}
		},
		actions: {
			chooseColour: assign({ colourIndex: ({ event }) => {
				assertEvent(event, "user.chooseColour");
				return event.index;
			} }),
			setQuantity: assign({ quantities: ({ context, event }) => {
				if (!isQuantityEvent$1(event)) return context.quantities;
				const size = visibleSize$1(context, event.sizeId);
				if (!size) return context.quantities;
				const next = requestedQuantity$3(quantityOf$1(context, size.id), size.stock, event);
				return {
					...context.quantities,
					[size.id]: next
				};
			} }),
			fillColour: assign({ quantities: ({ context, event }) => {
				assertEvent(event, "user.fillColour");
				return filledQuantities$1(context, event.text);
			} })
		}
	}).createMachine({
		id: "selection",
		context: ({ input }) => ({
			colours: input.colours,
			colourIndex: 0,
			quantities: Object.fromEntries(input.colours.flatMap((colour) => colour.sizes.map((size) => [size.id, 0])))
		}),
		initial: "choosing",
		states: { choosing: { on: {
			"user.chooseColour": {
				guard: "isOtherColour",
				actions: "chooseColour"
			},
			"user.typeQuantity": {
				guard: and(["sizeInStock", "changesQuantity"]),
				actions: "setQuantity"
			},
			"user.incrementQuantity": {
				guard: and(["sizeInStock", "changesQuantity"]),
				actions: "setQuantity"
			},
			"user.decrementQuantity": {
				guard: and(["sizeInStock", "changesQuantity"]),
				actions: "setQuantity"
			},
			"user.minQuantity": {
				guard: and(["sizeInStock", "changesQuantity"]),
				actions: "setQuantity"
			},
			"user.maxQuantity": {
				guard: and(["sizeInStock", "changesQuantity"]),
				actions: "setQuantity"
			},
			"user.fillColour": {
				guard: "fillChangesColour",
				actions: "fillColour"
			}
		} } }
	});
	noColour$1 = {
		colour: "",
		sizeIds: [],
		canFillColour: false
	};
	chosenColourViews$1 = /* @__PURE__ */ new WeakMap();
	sizeFacts$1 = /* @__PURE__ */ new WeakMap();
	cutLabels$1 = /* @__PURE__ */ new Map();
	sizeViews$1 = /* @__PURE__ */ new WeakMap();
	sizeIndexes = /* @__PURE__ */ new WeakMap();
	summaries$1 = /* @__PURE__ */ new WeakMap();
}));
// src/machines/detail-page.machine.ts
/**
* detailPage: the goods detail page's data (spec §2 /detail?id=, §7 the detail, supplier and
* recommended calls).
*
*   loading ──done (or the goods came with the page)──▶ ready
*                           ┬ supplier:    loading ─▶ loaded | unavailable ─重试─▶ loading
*      │                    └ recommended: loading ─▶ loaded | unavailable ─重试─▶ loading
*      │ ──error 404──▶ notFound
*      └ ──error──────▶ failed ──user.retry──▶ loading
*   loading ──the server already knew the goods is missing──▶ notFound
*   any state ──route.goodsChanged (another id)──▶ loading
*   ready ┴ qualificationFlow: notLoaded ──a buyer's 查看资质──▶ loading ─▶ loaded | failed
*             (the flow's code is loaded on its first use; the buyer leaving stops it: notLoaded)
*
* The supplier and recommended calls need the goods' SID, so they start in `ready`, each in its
* own region: either may fail without touching the goods, the gallery or the other region.
* notFound is final for its id: retrying cannot make an unknown goods exist, while `failed`
* (network, 5xx, bad answer) may pass, hence 重试 there only.
*/
init_copy();
init_colour_order();
init_gallery_items();
init_media_url();
init_notice_html();
init_api_failure();
init_download_machine$1();
init_favourite_machine$1();
init_find_similar_machine$1();
init_gallery_machine$1();
init_image_preview_machine$1();
init_platform_chooser_machine$1();
init_purchase_machine$1();
init_selection_machine$1();
function isGated$1(event) {
	return event.type in gatedReason$1;
}
var gatedReason$1 = {
	"user.addToCart": labels.addToCart,
	"user.buyNow": labels.buyNow,
	"user.favourite": labels.favourite,
	"user.viewQualification": labels.qualification
};
var emptyData$1 = {
	goods: null,
	colours: [],
	notice: [],
	supplier: null,
	recommended: [],
	error: null,
	supplierError: null,
	recommendedError: null,
	qualificationError: null,
	qualification: null,
	intent: null
};
var notProvided$6 = (name) => async () => {
	throw new Error(`detailPage: the ${name} actor was not provided`);
};
/**
* A click that needs a logged-in buyer (spec §4, §6): a visitor's opens the login dialog and is
* remembered, to carry on once logged in; a buyer's goes straight to the part that does it.
*/
function gated$1(forward, action) {
	return [{
		guard: "isVisitor",
		target: "awaitingLogin",
		actions: ["rememberIntent", "requestLogin"],
		description: `访客点“${action}”：打开登录框，记住这一步`
	}, {
		actions: forward,
		description: forwardDescription$1[forward]
	}];
}
var forwardDescription$1 = {
	forwardToPurchase: "已登录：带上 uid 和所选商品，交给购买",
	forwardToFavourite: "已登录：带上 uid，交给收藏"
};
var detailPageMachine$1 = setup({
	types: {
		context: {},
		input: {},
		events: {},
		emitted: {},
		children: {}
	},
	actors: {
		loadGoods: fromPromise(notProvided$6("loadGoods")),
		loadSupplier: fromPromise(notProvided$6("loadSupplier")),
		loadRecommended: fromPromise(notProvided$6("loadRecommended")),
		gallery: galleryMachine$1,
		imagePreview: imagePreviewMachine$1,
		selection: selectionMachine$1,
		purchase: purchaseMachine$1,
		favourite: favouriteMachine$1,
		loadQualificationFlow: fromPromise(notProvided$6("loadQualificationFlow")),
		findSimilar: findSimilarMachine$1,
		download: downloadMachine$1,
		platformChooser: platformChooserMachine$1
	},
	actions: {
		assignUid: assign({ uid: ({ event }) => event.type === "session.changed" ? event.uid : 0 }),
		rememberIntent: assign({ intent: ({ event }) => isGated$1(event) ? event : null }),
		forgetIntent: assign({ intent: null }),
		requestLogin: emit(({ event }) => ({
			type: "loginRequired",
			reason: isGated$1(event) ? gatedReason$1[event.type] : ""
		})),
		resumeIntent: raise(({ context }) => context.intent ?? { type: "session.loginDismissed" }),
		forwardToPurchase: sendTo("purchase", ({ context, event }) => ({
			type: event.type === "user.buyNow" ? "user.buyNow" : "user.addToCart",
			uid: context.uid,
			lines: "lines" in event ? event.lines : []
		})),
		forwardToFavourite: sendTo("favourite", ({ context }) => ({
			type: "user.favourite",
			uid: context.uid
		})),
		forwardToQualification: enqueueActions(({ context, enqueue }) => {
			if (context.qualification) enqueue.sendTo(context.qualification, {
				type: "user.viewQualification",
				uid: context.uid
			});
		}),
		endQualification: enqueueActions(({ context, enqueue }) => {
			if (context.qualification) enqueue.stopChild(context.qualification);
			enqueue.assign({ qualification: null });
		}),
		rememberQualificationError: assign({ qualificationError: ({ event }) => failureMessage(event.error, "") || null })
	},
	guards: {
		hasGoods: ({ context }) => context.goods !== null,
		knownMissing: ({ context }) => context.missing === true,
		hasSupplier: ({ context }) => context.supplier !== null,
		isVisitor: ({ context }) => context.uid === 0,
		isBuyer: ({ context }) => context.uid > 0,
		becameBuyer: ({ event }) => event.type === "session.changed" && event.uid > 0,
		buyerLeft: ({ context, event }) => event.type === "session.changed" && context.uid > 0 && event.uid !== context.uid,
		goodsMissing: ({ event }) => "error" in event && failureStatus(event.error) === 404,
		isOtherGoods: ({ context, event }) => event.type === "route.goodsChanged" && event.goodsId !== context.goodsId
	}
}).createMachine({
	id: "detailPage",
	context: ({ input }) => ({
		...input,
		...emptyData$1,
		...input.goods ? goodsData$1(input.goods) : {},
		supplier: input.goods && input.supplier?.ID === input.goods.SID ? input.supplier : null
	}),
	initial: "loading",
	on: {
		"route.goodsChanged": {
			guard: "isOtherGoods",
			target: ".loading",
			reenter: true,
			actions: assign(({ event }) => ({
				...emptyData$1,
				missing: false,
				goodsId: event.goodsId
			}))
		},
		"session.changed": { actions: "assignUid" }
	},
	states: {
		loading: {
			always: [{
				guard: "hasGoods",
				target: "ready"
			}, {
				guard: "knownMissing",
				target: "notFound"
			}],
			invoke: {
				id: "loadGoods",
				src: "loadGoods",
				input: ({ context }) => ({
					id: context.goodsId,
					uid: context.uid
				}),
				onDone: {
					target: "ready",
					actions: assign(({ event }) => ({
						...goodsData$1(event.output),
						error: null
					}))
				},
				onError: [{
					guard: "goodsMissing",
					target: "notFound"
				}, {
					target: "failed",
					actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null })
				}]
			}
		},
		ready: {
			type: "parallel",
			invoke: [
				{
					id: "gallery",
					src: "gallery",
					input: ({ context }) => ({ items: pageGalleryItems$1(context) })
				},
				{
					id: "selection",
					src: "selection",
					input: ({ context }) => ({ colours: context.colours })
				},
				{
					id: "purchase",
					src: "purchase",
					input: ({ context }) => ({
						goodsId: context.goodsId,
						goodsName: context.goods?.PName ?? "",
						supplierName: context.goods?.SName ?? "",
						aliUrl: context.goods?.ali_url ?? "",
						supplier: context.supplier ? {
							shippingType: context.supplier.shipping_type,
							alsoBought: context.supplier.goods
						} : void 0
					})
				},
				{
					id: "favourite",
					src: "favourite",
					input: ({ context }) => ({ goodsId: context.goodsId })
				},
				{
					id: "findSimilar",
					src: "findSimilar"
				},
				{
					id: "download",
					src: "download",
					input: ({ context }) => downloadInput$1(context.goodsId, context.goods, context.imageHost)
				},
				{
					id: "platformChooser",
					src: "platformChooser",
					input: ({ context }) => ({ goodsId: context.goodsId })
				},
				{
					id: "imagePreview",
					src: "imagePreview",
					input: ({ context }) => ({ images: (context.goods?.detailList ?? []).map((item) => mediaFileUrl(context.imageHost, item)) })
				}
			],
			on: { "user.chooseColour": { actions: [sendTo("selection", ({ event }) => event), sendTo("gallery", ({ event }) => ({
				type: "colour.chosen",
				index: event.index
			}))] } },
			states: {
				gate: {
					initial: "open",
					states: {
						open: { on: {
							"user.addToCart": gated$1("forwardToPurchase", labels.addToCart),
							"user.buyNow": gated$1("forwardToPurchase", labels.buyNow),
							"user.favourite": gated$1("forwardToFavourite", labels.favourite),
							"user.viewQualification": {
								guard: "isVisitor",
								target: "awaitingLogin",
								actions: ["rememberIntent", "requestLogin"],
								description: `访客点“${labels.qualification}”：打开登录框，记住这一步`
							}
						} },
						awaitingLogin: { on: {
							"session.changed": {
								guard: "becameBuyer",
								target: "open",
								actions: [
									"assignUid",
									"resumeIntent",
									"forgetIntent"
								]
							},
							"session.loginDismissed": {
								target: "open",
								actions: "forgetIntent"
							}
						} }
					}
				},
				qualificationFlow: {
					initial: "notLoaded",
					on: { "session.changed": {
						guard: "buyerLeft",
						target: ".notLoaded",
						actions: "assignUid"
					} },
					states: {
						notLoaded: { on: { "user.viewQualification": {
							guard: "isBuyer",
							target: "loading"
						} } },
						loading: { invoke: {
							id: "loadQualificationFlow",
							src: "loadQualificationFlow",
							onDone: {
								target: "loaded",
								actions: [assign({ qualification: ({ context, event, spawn }) => spawn(event.output, { input: { supplierId: context.goods?.SID ?? 0 } }) }), "forwardToQualification"]
							},
							onError: {
								target: "failed",
								actions: "rememberQualificationError"
							}
						} },
						loaded: {
							exit: "endQualification",
							on: { "user.viewQualification": {
								guard: "isBuyer",
								actions: "forwardToQualification"
							} }
						},
						failed: { on: { "user.viewQualification": {
							guard: "isBuyer",
							target: "loading"
						} } }
					}
				},
				supplier: {
					initial: "loading",
					states: {
						loading: {
							always: {
								guard: "hasSupplier",
								target: "loaded"
							},
							invoke: {
								id: "loadSupplier",
								src: "loadSupplier",
								input: ({ context }) => sideCallInput$1(context),
								onDone: {
									target: "loaded",
									actions: [assign({
										supplier: ({ event }) => event.output,
										supplierError: null
									}), sendTo("purchase", ({ event }) => ({
										type: "supplier.known",
										shippingType: event.output.shipping_type,
										alsoBought: event.output.goods
									}))]
								},
								onError: {
									target: "unavailable",
									actions: [assign({ supplierError: ({ event }) => failureMessage(event.error, "") || null }), sendTo("purchase", { type: "supplier.unknown" })]
								}
							}
						},
						loaded: {},
						unavailable: { on: { "user.retrySupplier": { target: "loading" } } }
					}
				},
				recommended: {
					initial: "loading",
					states: {
						loading: { invoke: {
							id: "loadRecommended",
							src: "loadRecommended",
							input: ({ context }) => sideCallInput$1(context),
							onDone: {
								target: "loaded",
								actions: assign({
									recommended: ({ event }) => event.output,
									recommendedError: null
								})
							},
							onError: {
								target: "unavailable",
								actions: assign({ recommendedError: ({ event }) => failureMessage(event.error, "") || null })
							}
						} },
						loaded: {},
						unavailable: { on: { "user.retryRecommended": { target: "loading" } } }
					}
				}
			}
		},
		notFound: {},
		failed: { on: { "user.retry": {
			target: "loading",
			actions: assign({ error: null })
		} } }
	}
});
/** The goods and what the page derives from it once: its colours in spec §4 order, its notice. */
function goodsData$1(goods) {
	return {
		goods,
		colours: orderColours(goods.specs),
		notice: parseNotice(goods.message)
	};
}
/** The main media then each colour's thumbnail, in the colour order the buttons use (spec §4). */
function pageGalleryItems$1({ goods, colours, imageHost }) {
	const main = goods?.pics[0];
	return goods && main ? galleryItems(imageHost, goods.PName, main, colours) : [];
}
function sideCallInput$1(context) {
	return {
		goodsId: context.goodsId,
		supplierId: context.goods?.SID ?? 0
	};
}
var sideStatus$1 = (snapshot, region) => ["loaded", "unavailable"].find((s) => snapshot.matches({ ready: { [region]: s } })) ?? "loading";
/**
* The page without its largest parts (the colours and sizes with the purchase bar, the detail
* images): what a route paints first while it draws the rest in the background (React's
* useDeferredValue). They come below everything else of the first screen, so nothing there moves
* when they arrive; the gallery stays, its cover being the largest paint.
*/
function withoutLargeParts(view) {
	return {
		...view,
		parts: {
			...view.parts,
			selection: void 0,
			purchase: void 0,
			imagePreview: void 0
		}
	};
}
/** What the view shows, derived from the snapshot only. */
function toDetailPageView$1(snapshot) {
	const status = [
		"loading",
		"ready",
		"notFound",
		"failed"
	].find((s) => snapshot.matches(s)) ?? "loading";
	const { goods, notice, supplier, recommended } = snapshot.context;
	return {
		status,
		goods,
		notice,
		error: snapshot.context.error,
		canRetry: snapshot.can({ type: "user.retry" }),
		supplier: {
			status: sideStatus$1(snapshot, "supplier"),
			data: supplier,
			error: snapshot.context.supplierError,
			canRetry: snapshot.can({ type: "user.retrySupplier" }),
			canViewQualification: snapshot.can({ type: "user.viewQualification" })
		},
		recommended: {
			status: sideStatus$1(snapshot, "recommended"),
			list: recommended,
			error: snapshot.context.recommendedError,
			canRetry: snapshot.can({ type: "user.retryRecommended" })
		},
		parts: {
			gallery: snapshot.children.gallery,
			imagePreview: snapshot.children.imagePreview,
			selection: snapshot.children.selection,
			purchase: snapshot.children.purchase,
			favourite: snapshot.children.favourite,
			qualification: snapshot.context.qualification ?? void 0,
			findSimilar: snapshot.children.findSimilar,
			download: snapshot.children.download,
			platformChooser: snapshot.children.platformChooser
		},
		qualificationFlow: {
			loading: snapshot.matches({ ready: { qualificationFlow: "loading" } }),
			failed: snapshot.matches({ ready: { qualificationFlow: "failed" } }),
			error: snapshot.context.qualificationError
		}
	};
}
// src/rules/calendar-day.ts
/** The buyer's calendar day, for 最近上新 (spec §2 supplier card: the date, or 今天). */
/** A local calendar day as 'YYYY-MM-DD', the form latestUpdateText (goods-text.ts) compares with. */
function calendarDay(date) {
	const pad = (n) => String(n).padStart(2, "0");
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
var init_calendar_day = __esmMin((() => {}));
// src/services/early-detail-contract.ts
init_calendar_day();
/** `<script type="application/json" id=…>`: the detail call's answer, put into the page by our server. */
var EMBEDDED_DETAIL_ID = "goods-detail-data";
/** `window[…] = {id, answer}`: the inline script's call, `answer` the promise of its parsed JSON. */
var EARLY_DETAIL_GLOBAL = "__goodsDetailEarly";
/** The performance mark set when the detail data is available to the page (read by the benchmarks). */
var DETAIL_DATA_MARK = "detail-data";
/**
* `<script type="application/json" id=…>`: the goods' supplier card `{day, supplier}` our server
* rendered the page with (issue #17), and the calendar day it rendered 最近上新 for.
*/
var EMBEDDED_SUPPLIER_ID = "goods-supplier-data";
// src/services/goods-api.ts
init_http();
init_schemas();
/** POST {apiBase}/api/62442353b9c1b {id, uid}: uid is 0 for a visitor. */
async function fetchGoodsDetail(id, uid, signal) {
	return (await post(clients.apiBase, "/api/62442353b9c1b", {
		id,
		uid
	}, GoodsDetailResponse, signal)).data;
}
/** GET {apiBase}/api/6086900689dc9?area_id=1&sp_id={supplier id} */
async function fetchRecommended(supplierId, signal) {
	const query = {
		area_id: 1,
		sp_id: supplierId
	};
	return (await get(clients.apiBase, "/api/6086900689dc9", query, RecommendedResponse, signal)).data;
}
/** POST {apiBase}/api/6087db4edf7ee {uid, pid}: the answer's msg is shown as a success notice. */
async function favouriteGoods(uid, goodsId) {
	return (await post(clients.apiBase, "/api/6087db4edf7ee", {
		uid,
		pid: goodsId
	}, FavouriteResponse)).msg;
}
/** POST {apiBase}/api/62ab5261774a1 {url}: the current cover's URL. */
async function findSimilar(url, signal) {
	const answer = await post(clients.apiBase, "/api/62ab5261774a1", { url }, FindSimilarResponse, signal);
	return {
		list: answer.data,
		totalCount: answer.totalCount
	};
}
/** POST {site}/api/mini/goods/download/update {goods_id}: sent after a zip download. */
async function reportDownload(goodsId) {
	return (await post(clients.site, "/api/mini/goods/download/update", { goods_id: goodsId }, DownloadUpdateResponse)).data;
}
// src/services/embedded-detail.ts
/**
* The goods detail that came with the page (issue #7 item 3), taken once by the first detail
* load, before any network call:
* - our server puts the detail call's answer into /detail?id=N as
*   `<script type="application/json" id="goods-detail-data">` (server/pages/detail-html.ts);
* - a build for another API base has an inline script start the call before the bundle and leave
*   `window.__goodsDetailEarly = {id, answer}` (vite/early-detail-plugin.ts).
* Either is checked exactly like the API's answer (GoodsDetailResponse, and the id asked for);
* anything missing, malformed, for another goods, failed or too slow gives way to the normal
* call. Both are removed on that first look, so a later load (another goods, a retry, coming
* back to the same goods) always asks the API.
*
* `performance.mark('detail-data')` says when the data was available to the page: for the
* embedded answer, when the page had been parsed (it came inside the HTML, however late the
* bundle reads it); for the early call, the inline script marks its answer itself; for the
* network, when the answer arrives.
*/
init_config();
init_schemas();
var browserScope = () => ({
	document,
	window,
	performance
});
var EarlyCall = v.object({
	id: v.number(),
	answer: v.custom((value) => typeof value?.then === "function")
});
function goodsOf(answer, id) {
	const parsed = v.safeParse(GoodsDetailResponse, answer);
	return parsed.success && parsed.output.data.ID === id ? parsed.output.data : null;
}
/** The embedded element's JSON, the element removed; undefined when there is none. */
function takeEmbedded(doc, id = EMBEDDED_DETAIL_ID) {
	const element = doc.getElementById(id);
	if (!element) return void 0;
	element.remove();
	try {
		return JSON.parse(element.textContent ?? "");
	} catch {
		return null;
	}
}
function takeEarlyCall(win) {
	const slot = win;
	const early = slot[EARLY_DETAIL_GLOBAL];
	if (early === void 0) return null;
	delete slot[EARLY_DETAIL_GLOBAL];
	const parsed = v.safeParse(EarlyCall, early);
	return parsed.success ? parsed.output : null;
}
/** The early call's answer, or undefined once the normal call's timeout has passed or the load was stopped. */
function answerInTime(answer, signal) {
	return new Promise((resolve) => {
		const timer = setTimeout(() => resolve(void 0), REQUEST_TIMEOUT_MS);
		const settle = (value) => {
			clearTimeout(timer);
			signal?.removeEventListener("abort", stopped);
			resolve(value);
		};
		const stopped = () => settle(void 0);
		signal?.addEventListener("abort", stopped, { once: true });
		answer.then(settle, () => settle(void 0));
	});
}
/** When the HTML had been parsed (the embedded answer was in it): domInteractive, if the browser tells. */
function parsedAt(perf) {
	const [navigation] = perf.getEntriesByType("navigation");
	return navigation && navigation.domInteractive > 0 ? navigation.domInteractive : void 0;
}
function mark(perf, startTime) {
	perf.mark(DETAIL_DATA_MARK, startTime === void 0 ? void 0 : { startTime });
}
var isMissingNote = (embedded, id) => typeof embedded === "object" && embedded !== null && embedded["missingGoodsId"] === id;
var justTaken;
/**
* What our server put in the page for goods `id`, synchronously, so that the page's first render
* is the one the server rendered (the goods itself, or its not-found page), and hydrates without
* a mismatch (issue #17). {goods: null, missing: false} when there is none, it is not goods `id`'s,
* or it fails the check; the early call of another API base is asynchronous, and left to
* loadGoodsDetail.
*/
function takeEmbeddedPage(id, scope = browserScope()) {
	if (justTaken?.id === id) return {
		goods: justTaken.goods,
		missing: justTaken.missing
	};
	const embedded = takeEmbedded(scope.document);
	if (embedded === void 0) return {
		goods: null,
		missing: false
	};
	const goods = goodsOf(embedded, id);
	if (goods) mark(scope.performance, parsedAt(scope.performance));
	justTaken = {
		id,
		goods,
		missing: goods === null && isMissingNote(embedded, id)
	};
	setTimeout(() => {
		justTaken = void 0;
	});
	return {
		goods: justTaken.goods,
		missing: justTaken.missing
	};
}
/**
* The detail of goods `id` that came with the page, or null (then the caller asks the API).
* Looks only once per page: whatever it finds is removed, used or not.
*/
async function takePageDetail(id, signal, scope = browserScope()) {
	const embedded = takeEmbedded(scope.document);
	const early = takeEarlyCall(scope.window);
	const fromHtml = embedded === void 0 ? null : goodsOf(embedded, id);
	if (fromHtml) {
		mark(scope.performance, parsedAt(scope.performance));
		return fromHtml;
	}
	if (!early || early.id !== id) return null;
	const fromEarlyCall = goodsOf(await answerInTime(early.answer, signal), id);
	if (fromEarlyCall && scope.performance.getEntriesByName("detail-data", "mark").length === 0) mark(scope.performance);
	return fromEarlyCall;
}
/** loadGoods of the detail page: the detail that came with the page, else the API's answer. */
async function loadGoodsDetail(id, uid, signal, { scope = browserScope(), fetchDetail = fetchGoodsDetail } = {}) {
	const fromPage = await takePageDetail(id, signal, scope);
	if (fromPage) return fromPage;
	const goods = await fetchDetail(id, uid, signal);
	mark(scope.performance);
	return goods;
}
var EmbeddedSupplier = v.object({
	day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
	supplier: Supplier
});
/**
* The supplier our server put in /detail?id=N with the goods (issue #17), so that the card and
* the purchase buttons of the first render are the server's; null when there is none, it is not
* supplier `supplierId`, or it fails the check. Taken once, like the goods.
*/
function takeEmbeddedSupplier(supplierId, scope = browserScope()) {
	const embedded = takeEmbedded(scope.document, EMBEDDED_SUPPLIER_ID);
	if (embedded === void 0) return null;
	const parsed = v.safeParse(EmbeddedSupplier, embedded);
	return parsed.success && parsed.output.supplier.ID === supplierId ? parsed.output : null;
}
// src/services/supplier-api.ts
/** POST {newApi}/api/rbh/supply/info {sid} */
async function fetchSupplier(supplierId, signal) {
	return (await post(clients.newApi, "/api/rbh/supply/info", { sid: supplierId }, SupplierInfoResponse, signal)).data;
}
/** POST {apiHost}/api/mini/supply/info {sid}: code 1 and data.extend only after a paid payment. */
async function fetchQualification(supplierId, signal) {
	return (await post(clients.apiHost, "/api/mini/supply/info", { sid: supplierId }, QualificationResponse, signal)).data.extend;
}
var init_supplier_api = __esmMin((() => {
	init_http();
	init_schemas();
}));
// src/services/ttl-cache.ts
init_supplier_api();
/**
* A small time-to-live cache over localStorage (spec §7: recommended goods 30 minutes, the
* supplier card 60 minutes, per goods id).
*
* Storage is untrusted: an entry is used only when it parses, carries the key it is stored
* under (another app or an older version may have written there: a "foreign" entry), was saved
* no later than now and no earlier than the TTL, and its data passes the response's schema.
* Anything else is discarded and refetched. When storage throws (disabled, private mode, quota)
* the cache steps aside and the page works uncached.
*/
var Entry = v.object({
	key: v.string(),
	savedAt: v.number(),
	data: v.unknown()
});
function createTtlCache({ storage = () => globalThis.localStorage, now = Date.now, namespace = "plush.cache" } = {}) {
	const storageKey = (key) => `${namespace}:${key}`;
	/** Runs a storage operation; a throwing storage means "no cache", never a broken page. */
	function attempt(operation) {
		try {
			return operation(storage());
		} catch {
			return;
		}
	}
	function read(key, ttlMs, schema) {
		const raw = attempt((store) => store.getItem(storageKey(key)));
		if (raw == null) return void 0;
		const fresh = parseEntry(raw, key, ttlMs, schema, now());
		if (fresh === void 0) attempt((store) => store.removeItem(storageKey(key)));
		return fresh;
	}
	function write(key, data) {
		attempt((store) => store.setItem(storageKey(key), JSON.stringify({
			key,
			savedAt: now(),
			data
		})));
	}
	/** The cached value when fresh, else the fetched one (stored for next time). */
	async function through(key, ttlMs, schema, fetcher) {
		const cached = read(key, ttlMs, schema);
		if (cached !== void 0) return cached;
		const data = await fetcher();
		write(key, data);
		return data;
	}
	return {
		read,
		write,
		through
	};
}
function parseEntry(raw, key, ttlMs, schema, now) {
	let json;
	try {
		json = JSON.parse(raw);
	} catch {
		return;
	}
	const entry = v.safeParse(Entry, json);
	if (!entry.success || entry.output.key !== key) return void 0;
	const age = now - entry.output.savedAt;
	if (age < 0 || age >= ttlMs) return void 0;
	const data = v.safeParse(schema, entry.output.data);
	return data.success ? data.output : void 0;
}
// src/services/goods-side-calls.ts
/**
* The detail page's side calls (spec §7), cached per goods id as the spec says: recommended goods
* for 30 minutes, the supplier card for 60. Keyed by goods id (not supplier id) because that is
* the contract; the supplier id is part of the key too, so a goods moved to another supplier
* never shows the old one's card.
*/
init_business_constants();
init_schemas();
var sharedCache = createTtlCache();
function recommendedFor({ goodsId, supplierId }, signal, cache = sharedCache) {
	return cache.through(`recommended:${goodsId}:${supplierId}`, RECOMMENDED_CACHE_MS, v.array(GoodsCard), () => fetchRecommended(supplierId, signal));
}
function supplierFor({ goodsId, supplierId }, signal, cache = sharedCache) {
	return cache.through(`supplier:${goodsId}:${supplierId}`, SUPPLIER_CACHE_MS, Supplier, () => fetchSupplier(supplierId, signal));
}
// src/services/new-tab.ts
/**
* Opening a page in a new tab (spec §4 buy now, §7 browser navigations).
*
* Answers whether the browser opened it: a popup blocker makes window.open return null, and the
* page then offers a link instead of failing silently. `noopener` is not passed because with it
* window.open always returns null; the opener is cut by hand right after instead.
*/
function openInNewTab(url) {
	const opened = window.open(url, "_blank");
	if (!opened) return false;
	opened.opener = null;
	return true;
}
// src/services/place-order.ts
/**
* 立即购买 (spec §4): keep the selected lines under a new order number, then open
* /confirmOrder?order_no= in a new tab. Nothing opens when the order could not be kept
* (storeOrder throws a Chinese OrderStoreError, which the purchase machine shows).
*/
function confirmOrderUrl(orderNo) {
	return `/confirmOrder?order_no=${encodeURIComponent(orderNo)}`;
}
/** The order kept, and whether its tab opened (false when a popup blocker stopped it). */
function placeOrder(lines) {
	const orderNo = storeOrder(lines);
	return {
		orderNo,
		opened: openInNewTab(confirmOrderUrl(orderNo))
	};
}
// src/services/payment-api.ts
async function createQualificationPayment(supplierId, signal) {
	return (await postOnce(clients.site, "/api/pay/create", { sid: supplierId }, PaymentCreateResponse, signal)).data;
}
async function fetchPaymentStatus(orderNo, signal) {
	return (await get(clients.site, "/api/pay/status", { order_no: orderNo }, PaymentStatusResponse, signal)).data.status;
}
/**
* The payment page on the payment host, opened in a new tab: order_no, money=100, a body text and
* the link's expiry and signature (the provider shows the order only with them).
*/
function paymentPageUrl(order, host = bases.payHost) {
	return `${host}/pay?${new URLSearchParams({
		order_no: order.order_no,
		money: "100",
		body: order.body,
		expires: String(order.expires),
		sign: order.sign
	})}`;
}
/** The upload page of a short-video platform, opened in a new tab (spec §7). */
function uploadPageUrl(goodsId, platform, host = bases.site) {
	return `${host}/api/mini/goods/upload/view/${goodsId}/${encodeURIComponent(platform)}`;
}
var init_payment_api = __esmMin((() => {
	init_config();
	init_http();
	init_schemas();
}));
// src/services/upload-page.ts
init_payment_api();
/** The page's URL, and whether its tab opened (false when a popup blocker stopped it). */
function openUploadPage(goodsId, platform) {
	const url = uploadPageUrl(goodsId, platform);
	return {
		url,
		opened: openInNewTab(url)
	};
}
// src/views/download-progress.tsx
function DownloadProgress({ progress }) {
	const { percent } = progress;
	const label = progress.phase === "zipping" ? appText.zipping : appText.downloading;
	return /* @__PURE__ */ jsxs("div", {
		role: "progressbar",
		"aria-label": label,
		"aria-valuemin": 0,
		"aria-valuemax": 100,
		"aria-valuenow": percent,
		"aria-valuetext": `${label} ${percent}%`,
		className: "relative inline-flex h-12 w-12 shrink-0 items-center justify-center",
		children: [/* @__PURE__ */ jsxs("svg", {
			"aria-hidden": "true",
			viewBox: "0 0 44 44",
			className: "absolute inset-0 h-full w-full -rotate-90",
			children: [/* @__PURE__ */ jsx("circle", {
				cx: "22",
				cy: "22",
				r: RADIUS,
				fill: "none",
				strokeWidth: "4",
				className: "stroke-brand-100"
			}), /* @__PURE__ */ jsx("circle", {
				cx: "22",
				cy: "22",
				r: RADIUS,
				fill: "none",
				strokeWidth: "4",
				strokeLinecap: "round",
				strokeDasharray: CIRCUMFERENCE,
				strokeDashoffset: CIRCUMFERENCE * (1 - percent / 100),
				className: "stroke-brand-500 transition-[stroke-dashoffset] duration-200"
			})]
		}), /* @__PURE__ */ jsxs("span", {
			className: "relative text-xs font-medium tabular-nums text-brand-700",
			children: [percent, "%"]
		})]
	});
}
var RADIUS, CIRCUMFERENCE;
var init_download_progress = __esmMin((() => {
	init_copy();
	RADIUS = 19;
	CIRCUMFERENCE = 2 * Math.PI * RADIUS;
}));
// src/views/platform-chooser-dialog.tsx
/**
* The platform chooser (spec §2 dialogs): 请选择要上传的平台, with 抖音, 快手, 视频号, 小红书 and 取消.
* Controlled by the platformChooser machine's view; closing it in any way (Esc, the backdrop,
* 取消) is user.cancel. A platform's click opens its upload page in a new tab from within the
* click (the machine's opening), so a popup blocker lets it through.
*/
var platform_chooser_dialog_exports = /* @__PURE__ */ __exportAll({ PlatformChooserDialog: () => PlatformChooserDialog$1 });
function PlatformChooserDialog$1({ view, send }) {
	return /* @__PURE__ */ jsxs(Dialog, {
		open: view.open,
		onClose: () => send({ type: "user.cancel" }),
		className: "fixed inset-0 z-50 flex items-center justify-center p-4",
		children: [/* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 bg-black/40",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs(DialogPanel, {
			className: "relative w-full max-w-sm rounded-lg bg-white p-5 shadow-xl",
			children: [
				/* @__PURE__ */ jsx(DialogTitle, {
					className: "text-base font-semibold text-neutral-900",
					children: labels.choosePlatform
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-4 grid grid-cols-2 gap-3",
					children: view.platforms.map((platform) => /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => send({
							type: "user.choosePlatform",
							platform
						}),
						className: "h-11 rounded border border-brand-500 bg-brand-50 text-base font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
						children: platform
					}, platform))
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-4 flex justify-end",
					children: /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => send({ type: "user.cancel" }),
						className: "rounded px-4 py-1.5 text-sm text-neutral-600 hover:bg-neutral-100",
						children: labels.cancel
					})
				})
			]
		})]
	});
}
var init_platform_chooser_dialog = __esmMin((() => {
	init_copy();
}));
// src/views/asset-actions.tsx
/** One row of asset buttons; each notice wraps onto its own line below them. */
function AssetActions({ children }) {
	return /* @__PURE__ */ jsx("section", {
		"aria-label": appText.assetActions,
		className: "mt-3 flex min-h-12 flex-wrap items-center gap-2",
		children
	});
}
function NoticeLine({ children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "order-last basis-full",
		children
	});
}
function downloadNoticeText(notice) {
	switch (notice.kind) {
		case "zipSaved":
		case "videoSaved": return notices.downloadOk;
		case "noVideo": return notices.noVideo;
		case "failed": return notice.message ?? appText.downloadFailed;
	}
}
/** 下载图片视频 and 下载视频, the ring while a download runs, and the download's notice. */
function DownloadActions({ view, send }) {
	const { busy, progress, notice } = view;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("button", {
			type: "button",
			className: buttonClass,
			"aria-busy": busy === "zip",
			"aria-disabled": busy !== null,
			onClick: () => send({ type: "user.downloadZip" }),
			children: busy === "zip" ? appText.downloadingZip : labels.downloadAll
		}),
		/* @__PURE__ */ jsx("button", {
			type: "button",
			className: buttonClass,
			"aria-busy": busy === "video",
			"aria-disabled": busy !== null,
			onClick: () => send({ type: "user.downloadVideo" }),
			children: busy === "video" ? appText.downloadingVideo : labels.downloadVideo
		}),
		progress && /* @__PURE__ */ jsx("div", {
			className: "order-1",
			children: /* @__PURE__ */ jsx(DownloadProgress, { progress })
		}),
		notice && /* @__PURE__ */ jsx(NoticeLine, { children: /* @__PURE__ */ jsx(InlineNotice, {
			tone: notice.kind === "zipSaved" || notice.kind === "videoSaved" ? "success" : "error",
			onDismiss: () => send({ type: "user.dismissNotice" }),
			children: downloadNoticeText(notice)
		}) })
	] });
}
function uploadPageLink(notice) {
	return /* @__PURE__ */ jsx("a", {
		href: notice.url,
		target: "_blank",
		rel: "noopener",
		className: "ml-1 font-medium underline underline-offset-2",
		children: fill(appText.openUploadPage, { platform: notice.platform })
	});
}
function UploadNoticeText({ notice }) {
	switch (notice.kind) {
		case "opened": return /* @__PURE__ */ jsxs(Fragment, { children: [fill(appText.uploadPageOpened, { platform: notice.platform }), uploadPageLink(notice)] });
		case "blocked": return /* @__PURE__ */ jsxs(Fragment, { children: [appText.uploadPageBlocked, uploadPageLink(notice)] });
		case "failed": return /* @__PURE__ */ jsx(Fragment, { children: fill(appText.uploadPageFailed, { platform: notice.platform }) });
	}
}
/** 上传到平台, its dialog 请选择要上传的平台, and the notice of the page it opened. */
function UploadAction({ view, send }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("button", {
			type: "button",
			className: buttonClass,
			"aria-haspopup": "dialog",
			onClick: () => send({ type: "user.openChooser" }),
			children: labels.uploadToPlatform
		}),
		view.notice && /* @__PURE__ */ jsx(NoticeLine, { children: /* @__PURE__ */ jsx(InlineNotice, {
			tone: view.notice.kind === "opened" ? "success" : "error",
			onDismiss: () => send({ type: "user.dismissNotice" }),
			children: /* @__PURE__ */ jsx(UploadNoticeText, { notice: view.notice })
		}) }),
		/* @__PURE__ */ jsx(PlatformChooserDialog, {
			open: view.open,
			view,
			send
		})
	] });
}
var PlatformChooserDialog, buttonClass;
var init_asset_actions = __esmMin((() => {
	init_copy();
	init_download_progress();
	init_inline_notice();
	init_lazy_part();
	PlatformChooserDialog = lazyDialog(() => Promise.resolve().then(() => (init_platform_chooser_dialog(), platform_chooser_dialog_exports)), (m) => m.PlatformChooserDialog);
	buttonClass = "inline-flex h-9 items-center justify-center rounded border border-neutral-300 bg-white px-3 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-progress aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
}));
// src/views/supplier-card-placeholders.tsx
/** The card's boxes while the supplier call is pending. */
function SupplierCardSkeleton() {
	return /* @__PURE__ */ jsxs("section", {
		"aria-busy": "true",
		className: cardClass,
		children: [/* @__PURE__ */ jsx("p", {
			role: "status",
			className: "sr-only",
			children: appText.supplierLoading
		}), /* @__PURE__ */ jsxs("div", {
			className: layoutClass,
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-2",
					children: [
						/* @__PURE__ */ jsx("div", { className: "h-6 w-4/5 animate-pulse rounded bg-neutral-200" }),
						bar("w-1/2"),
						bar("w-2/3"),
						bar("w-1/2")
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-1",
					children: [
						bar("w-full"),
						bar("w-2/3"),
						bar("w-2/3"),
						bar("w-1/2"),
						bar("w-1/2")
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex gap-3 @2xl:w-64",
					children: [/* @__PURE__ */ jsx("div", { className: `${qrBox} animate-pulse rounded bg-neutral-200` }), /* @__PURE__ */ jsxs("div", {
						className: "flex flex-1 flex-col gap-2",
						children: [
							/* @__PURE__ */ jsx("div", { className: "h-8 animate-pulse rounded bg-brand-100" }),
							/* @__PURE__ */ jsx("div", { className: "h-8 animate-pulse rounded bg-neutral-100" }),
							/* @__PURE__ */ jsx("div", { className: "h-8 animate-pulse rounded bg-neutral-100" })
						]
					})]
				})
			]
		})]
	});
}
/**
* In place of the card when the supplier call failed: a short note, so the rest of the page
* (the goods, the purchase) keeps working. `onRetry` adds a 重试 button when the caller can retry.
*/
function SupplierCardUnavailable({ onRetry }) {
	return /* @__PURE__ */ jsxs("section", {
		role: "alert",
		className: `${cardClass} text-center`,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "font-medium text-neutral-700",
				children: appText.supplierUnavailable
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-xs text-neutral-500",
				children: appText.supplierUnavailableHint
			}),
			onRetry && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: `rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-neutral-300 disabled:hover:text-neutral-700 mt-3`,
				onClick: onRetry,
				children: appText.retry
			})
		]
	});
}
var cardClass, layoutClass, qrBox, smallButton, bar;
var init_supplier_card_placeholders = __esmMin((() => {
	init_copy();
	cardClass = "@container rounded-lg bg-white p-4 shadow-sm";
	layoutClass = "grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] @2xl:items-start";
	qrBox = "size-28 shrink-0";
	smallButton = "rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-neutral-300 disabled:hover:text-neutral-700";
	bar = (width) => /* @__PURE__ */ jsx("div", { className: `h-5 animate-pulse rounded bg-neutral-200 ${width}` });
}));
// src/rules/goods-text.ts
/** Spec §2, §9: dates show their first 10 characters ('2026-11-18 16:40:00' → '2026-11-18'). */
function cutDate(text) {
	return text.slice(0, 10);
}
/** Spec §2: 搜同款 searches the title cut at its first '+' (the whole title when it has none). */
function titleBeforePlus(title) {
	const plus = title.indexOf("+");
	return (plus === -1 ? title : title.slice(0, plus)).trim();
}
/**
* Spec §4 price text: an unset price shows 0元起 and one of two hints. "ali_url exists" is read
* as 1688直发 would read it (isDirectShipUrl): a link the button refuses to open is no link, so
* the hint never points at a button the page does not show.
*/
function priceText(price, aliUrl) {
	if (price !== notices.priceUnset) return {
		price: `￥${price}`,
		hint: null
	};
	return {
		price: notices.priceUnset,
		hint: isDirectShipUrl(aliUrl) ? notices.useDirectShip : notices.askDaifa
	};
}
/** Spec §2 supplier card: 最近上新 shows 今天 when the supplier's latest update is today. */
function latestUpdateText(updateNewTime, today) {
	const day = cutDate(updateNewTime);
	return day === cutDate(today) ? labels.today : day;
}
var init_goods_text = __esmMin((() => {
	init_copy();
	init_business_constants();
	init_purchase_buttons();
}));
// src/rules/qr-matrix.ts
/**
* The QR code of the supplier card (spec §2): the modules of a QR symbol for a text, and an SVG
* path that draws them. Pure and synchronous, so the card renders its code in the first paint,
* with no canvas and no effect. Error correction M (15 %) survives a smudged print or a phone
* photo of a screen while keeping the symbol small enough for a sidebar card.
*/
/** The symbol as rows of modules, `true` for a dark one. */
function qrModules(text) {
	const { modules } = create(text, { errorCorrectionLevel: "M" });
	return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1));
}
/**
* The dark modules as one SVG path, shifted by the quiet zone. Runs of dark modules on a row
* become one rectangle: a third of the path of one square per module, and no hairline seams
* between neighbours when the browser scales the drawing.
*/
function qrPath(modules, quietZone = 4) {
	const parts = [];
	modules.forEach((row, y) => {
		let x = 0;
		while (x < row.length) {
			if (!row[x]) {
				x += 1;
				continue;
			}
			const start = x;
			while (row[x]) x += 1;
			parts.push(`M${start + quietZone} ${y + quietZone}h${x - start}v1h-${x - start}z`);
		}
	});
	return {
		size: modules.length + 2 * quietZone,
		d: parts.join("")
	};
}
var init_qr_matrix = __esmMin((() => {}));
// src/views/qr-code.tsx
/**
* A QR code drawn as an inline SVG in the first render: no canvas, no effect, crisp at any zoom
* and printable. The modules come from src/rules/qr-matrix.ts.
*/
var qr_code_exports = /* @__PURE__ */ __exportAll({ QrCodeSvg: () => QrCodeSvg$1 });
function QrCodeSvg$1({ text, title, className }) {
	const { size, d } = useMemo(() => qrPath(qrModules(text)), [text]);
	return /* @__PURE__ */ jsxs("svg", {
		role: "img",
		viewBox: `0 0 ${size} ${size}`,
		shapeRendering: "crispEdges",
		className,
		children: [
			/* @__PURE__ */ jsx("title", { children: title }),
			/* @__PURE__ */ jsx("rect", {
				width: size,
				height: size,
				fill: "#fff"
			}),
			/* @__PURE__ */ jsx("path", {
				d,
				fill: "#000"
			})
		]
	});
}
var init_qr_code = __esmMin((() => {
	init_qr_matrix();
}));
// src/views/supplier-card.tsx
/**
* The supplier card of spec §2: name, years on the platform, goods on sale, latest update (or
* 今天), the fixed yearly-sales line, address, QQ, WeChat, phone and an optional second phone,
* 查看资质, a QR code of the shop, 进入店铺 (new tab) and 收藏供应商 (no handler: spec §2).
*
* The card lays itself out by its own width (a container query): a column in the detail page's
* sidebar, a row across the top of the shop page. Its skeleton and its failure state keep the
* same outer box (supplier-card-placeholders.tsx), so the page does not jump when the supplier
* call settles; the detail page loads this card's code while that call is under way.
*/
var supplier_card_exports = /* @__PURE__ */ __exportAll({ SupplierCard: () => SupplierCard$1 });
function SupplierCard$1({ supplier, shopUrl, today, onViewQualification, headingLevel = 2 }) {
	const Heading = headingLevel === 1 ? "h1" : "h2";
	const contacts = [
		{
			key: "address",
			term: labels.address,
			value: supplier.Addr
		},
		{
			key: "qq",
			term: labels.qq,
			value: supplier.QQ
		},
		{
			key: "wechat",
			term: labels.wechat,
			value: supplier.Weixin
		},
		{
			key: "phone",
			term: labels.phone,
			value: supplier.Mobile
		},
		...supplier.Mobile1.trim() ? [{
			key: "phone2",
			term: labels.phone,
			value: supplier.Mobile1
		}] : []
	];
	return /* @__PURE__ */ jsx("section", {
		"aria-label": supplier.CName,
		className: cardClass,
		children: /* @__PURE__ */ jsxs("div", {
			className: layoutClass,
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 space-y-2",
					children: [
						/* @__PURE__ */ jsx(Heading, {
							className: `${headingLevel === 1 ? "text-lg" : "text-base"} font-semibold leading-snug`,
							children: supplier.CName
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "flex flex-wrap gap-2 text-xs",
							children: [/* @__PURE__ */ jsx("span", {
								className: "rounded bg-brand-50 px-1.5 py-0.5 text-brand-700",
								children: fill(labels.yearsOnPlatform, { n: supplier.comeInYear })
							}), /* @__PURE__ */ jsx("span", {
								className: "rounded bg-neutral-100 px-1.5 py-0.5 text-neutral-700",
								children: fill(labels.goodsInStock, { n: supplier.totalGoods })
							})]
						}),
						/* @__PURE__ */ jsx("dl", {
							className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1",
							children: /* @__PURE__ */ jsx(Line$1, {
								term: labels.latestUpdate,
								children: latestUpdateText(supplier.updateNewTime, today)
							})
						}),
						/* @__PURE__ */ jsx("p", {
							className: "font-medium text-brand-700",
							children: labels.yearlySales
						})
					]
				}),
				/* @__PURE__ */ jsx("dl", {
					className: "grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1",
					children: contacts.map(({ key, term, value }) => /* @__PURE__ */ jsx(Line$1, {
						term,
						children: value
					}, key))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-start gap-3 @2xl:w-64",
					children: [/* @__PURE__ */ jsx(QrCodeSvg, {
						text: shopUrl,
						title: catalogueText.qrShopTitle,
						className: qrBox,
						fallback: /* @__PURE__ */ jsx("div", { className: `${qrBox} bg-white` })
					}), /* @__PURE__ */ jsxs("div", {
						className: "flex min-w-0 flex-1 flex-col gap-2",
						children: [
							/* @__PURE__ */ jsx(Link, {
								to: "/shop",
								search: { SID: supplier.ID },
								target: "_blank",
								rel: "noopener noreferrer",
								className: "rounded bg-brand-500 px-3 py-1.5 text-center font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
								children: labels.viewShop
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: smallButton,
								onClick: onViewQualification,
								disabled: !onViewQualification,
								title: onViewQualification ? void 0 : catalogueText.qualificationSoon,
								children: labels.qualification
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: smallButton,
								children: labels.favouriteSupplier
							})
						]
					})]
				})
			]
		})
	});
}
function Line$1({ term, children }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
		className: "text-neutral-500",
		children: term
	}), /* @__PURE__ */ jsx("dd", {
		className: "min-w-0 break-words text-neutral-800",
		children
	})] });
}
var QrCodeSvg;
var init_supplier_card = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_goods_text();
	init_lazy_part();
	init_supplier_card_placeholders();
	QrCodeSvg = lazyPart(() => Promise.resolve().then(() => (init_qr_code(), qr_code_exports)), (m) => m.QrCodeSvg);
}));
// src/rules/goods-card-text.ts
/** Spec §3: the card's price, or 见图 ('see image') when the price is empty. */
function cardPriceText(price) {
	return price.trim() === "" ? labels.seeImage : `￥${price}`;
}
var init_goods_card_text = __esmMin((() => {
	init_copy();
}));
// src/views/goods-card.tsx
/**
* A goods card (spec §3 "Recommended goods": ID, Picture, PName, Price, PClickCount): the whole
* card links to /detail?id=. Used by the catalogue pages and by the detail page's recommended
* list, which opens it in a new tab (spec §2), hence `newTab`.
*/
var goods_card_exports = /* @__PURE__ */ __exportAll({ GoodsCardView: () => GoodsCardView$1 });
function GoodsCardView$1({ card, imageHost, newTab = false }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/detail",
		search: { id: card.ID },
		...newTab && {
			target: "_blank",
			rel: "noopener noreferrer"
		},
		className: "group flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm outline-offset-2 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500",
		children: [/* @__PURE__ */ jsx("img", {
			...responsiveImage(mediaPathUrl(imageHost, card.Picture), "goodsCard"),
			alt: "",
			width: PICTURE_PX,
			height: PICTURE_PX,
			loading: "lazy",
			decoding: "async",
			className: "aspect-square w-full bg-neutral-100 object-cover"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-1 p-2",
			children: [/* @__PURE__ */ jsx("h3", {
				title: card.PName,
				className: "line-clamp-2 min-h-[2lh] leading-snug group-hover:text-brand-600",
				children: card.PName
			}), /* @__PURE__ */ jsxs("p", {
				className: "mt-auto flex items-baseline justify-between gap-2",
				children: [/* @__PURE__ */ jsx("span", {
					className: "text-base font-bold text-brand-600",
					children: cardPriceText(card.Price)
				}), /* @__PURE__ */ jsx("span", {
					className: "truncate text-xs text-neutral-500",
					children: fill(appText.clickCount, { n: card.PClickCount })
				})]
			})]
		})]
	});
}
var PICTURE_PX;
var init_goods_card = __esmMin((() => {
	init_copy();
	init_goods_card_text();
	init_media_url();
	PICTURE_PX = 224;
}));
// src/views/detail-side-parts.tsx
function SupplierPart({ part, send, shopUrl, today }) {
	if (part.status === "loaded" && part.data) return /* @__PURE__ */ jsx(SupplierCard, {
		fallback: /* @__PURE__ */ jsx(SupplierCardSkeleton, {}),
		supplier: part.data,
		shopUrl: shopUrl(part.data.ID),
		today,
		onViewQualification: part.canViewQualification ? () => send({ type: "user.viewQualification" }) : void 0
	});
	if (part.status === "unavailable") return /* @__PURE__ */ jsx(SupplierCardUnavailable, { onRetry: part.canRetry ? () => send({ type: "user.retrySupplier" }) : void 0 });
	SupplierCard.preload();
	return /* @__PURE__ */ jsx(SupplierCardSkeleton, {});
}
function RecommendedPart({ part, send, imageHost }) {
	if (part.status === "loading") GoodsCardView.preload();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "recommended-heading",
		className: "rounded-lg bg-white p-3 shadow-sm",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "recommended-heading",
				className: "mb-2 font-semibold text-neutral-800",
				children: labels.recommended
			}),
			part.status === "loading" && /* @__PURE__ */ jsx(RecommendedSkeleton, {}),
			part.status === "unavailable" && /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: "py-4 text-center text-sm text-neutral-600",
				children: [/* @__PURE__ */ jsx("p", { children: appText.recommendedUnavailable }), part.canRetry && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "mt-2 rounded border border-neutral-300 px-3 py-1 hover:border-brand-500 hover:text-brand-600",
					onClick: () => send({ type: "user.retryRecommended" }),
					children: appText.retry
				})]
			}),
			part.status === "loaded" && part.list.length === 0 && /* @__PURE__ */ jsx("p", {
				className: "py-4 text-center text-sm text-neutral-500",
				children: appText.noRecommended
			}),
			part.status === "loaded" && part.list.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "grid grid-cols-2 gap-2 lg:grid-cols-1",
				children: part.list.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(GoodsCardView, {
					card,
					imageHost,
					newTab: true,
					fallback: /* @__PURE__ */ jsx(CardSkeleton, {})
				}) }, card.ID))
			})
		]
	});
}
function RecommendedSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-busy": "true",
		className: "space-y-2",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "sr-only",
				children: appText.loading
			}),
			/* @__PURE__ */ jsx(CardSkeleton, {}),
			/* @__PURE__ */ jsx(CardSkeleton, {})
		]
	});
}
var SupplierCard, GoodsCardView, CardSkeleton;
var init_detail_side_parts = __esmMin((() => {
	init_copy();
	init_lazy_part();
	init_supplier_card_placeholders();
	SupplierCard = lazyPart(() => Promise.resolve().then(() => (init_supplier_card(), supplier_card_exports)), (m) => m.SupplierCard);
	GoodsCardView = lazyPart(() => Promise.resolve().then(() => (init_goods_card(), goods_card_exports)), (m) => m.GoodsCardView);
	CardSkeleton = () => /* @__PURE__ */ jsx("div", { className: "aspect-square animate-pulse rounded bg-neutral-100" });
}));
// src/views/notice-content.tsx
/**
* The product notice as React elements from its inert tree (rules/notice-html.ts): text and a
* few formatting tags, no attributes, never innerHTML, so nothing a supplier typed can run.
*/
function render(nodes) {
	return nodes.map((node, index) => typeof node === "string" ? node : createElement(node.tag, { key: index }, ...node.tag === "br" ? [] : render(node.children)));
}
function NoticeContent({ nodes }) {
	return /* @__PURE__ */ jsx(Fragment, { children: render(nodes) });
}
var init_notice_content = __esmMin((() => {}));
// src/views/goods-info.tsx
/**
* The goods information column (spec §2): name and 代发 badge, the three actions, every field
* with dates cut to 10 characters, the price text of §4, the service reminder and the product
* notice. The colour buttons and size rows come in as children (their own machine's view).
*/
/** An action whose flow lands in a later issue: visible where buyers expect it, plainly not yet usable. */
function SoonAction({ label }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		"aria-disabled": "true",
		title: appText.actionSoon,
		className: actionClass,
		children: label
	});
}
function Field({ term, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex gap-2",
		children: [/* @__PURE__ */ jsx("dt", {
			className: "w-[6.5em] shrink-0 whitespace-nowrap text-neutral-600",
			children: term
		}), /* @__PURE__ */ jsx("dd", {
			className: "min-w-0 tabular-nums",
			children
		})]
	});
}
function GoodsInfo({ goods, notice, favourite, findSimilar, children }) {
	const price = priceText(goods.price, goods.ali_url);
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0 space-y-3",
		children: [
			/* @__PURE__ */ jsxs("h1", {
				className: "text-xl font-semibold leading-snug text-neutral-900",
				children: [goods.PName, goods.skuFlag > 0 && /* @__PURE__ */ jsx("span", {
					className: "ml-2 rounded bg-brand-500 px-1.5 py-0.5 align-middle text-xs font-medium text-white",
					children: labels.daifa
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap gap-2",
				children: [
					favourite ?? /* @__PURE__ */ jsx(SoonAction, { label: labels.favourite }),
					findSimilar ?? /* @__PURE__ */ jsx(SoonAction, { label: labels.findSimilar }),
					/* @__PURE__ */ jsx(Link, {
						to: "/search",
						search: { keyword: titleBeforePlus(goods.PName) },
						className: actionClass,
						children: labels.searchByTitle
					})
				]
			}),
			/* @__PURE__ */ jsx("dl", {
				className: "rounded bg-brand-50 px-3 py-2.5",
				children: /* @__PURE__ */ jsxs(Field, {
					term: labels.wholesalePrice,
					children: [/* @__PURE__ */ jsx("span", {
						className: "text-2xl font-bold text-brand-600",
						children: price.price
					}), price.hint && /* @__PURE__ */ jsx("span", {
						className: "ml-2 text-sm text-brand-700",
						children: price.hint
					})]
				})
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "grid grid-cols-1 gap-x-6 gap-y-1.5 px-3 text-sm sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsx(Field, {
						term: labels.itemNumber,
						children: goods.ToySn
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.minWeight,
						children: fill(appText.grams, { n: goods.min_weight })
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.publishDate,
						children: cutDate(goods.ITime)
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.updateDate,
						children: cutDate(goods.CTime)
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.totalSales,
						children: goods.sale_num
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.displayCount,
						children: goods.PHotNum
					}),
					/* @__PURE__ */ jsx(Field, {
						term: labels.transferCount,
						children: goods.BuyNum
					})
				]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "space-y-1.5 border-y border-neutral-100 px-3 py-2.5 text-sm",
				children: [/* @__PURE__ */ jsx(Field, {
					term: labels.serviceReminder,
					children: appText.serviceReminderText
				}), notice.length > 0 && /* @__PURE__ */ jsx(Field, {
					term: labels.productNotice,
					children: /* @__PURE__ */ jsx("div", {
						className: "text-neutral-800",
						children: /* @__PURE__ */ jsx(NoticeContent, { nodes: notice })
					})
				})]
			}),
			children
		]
	});
}
var actionClass;
var init_goods_info = __esmMin((() => {
	init_copy();
	init_goods_text();
	init_notice_content();
	actionClass = "inline-flex items-center gap-1 rounded border border-neutral-300 px-2.5 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-neutral-300 aria-disabled:hover:text-neutral-700";
}));
// src/views/favourite-action.tsx
function FavouriteAction({ view, send, sendPage }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
		type: "button",
		className: actionClass,
		"aria-busy": view.saving,
		onClick: () => sendPage({ type: "user.favourite" }),
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "☆"
		}), view.saving ? appText.favouriting : labels.favourite]
	}), view.notice && /* @__PURE__ */ jsx("div", {
		className: "basis-full",
		children: /* @__PURE__ */ jsx(InlineNotice, {
			tone: view.notice.tone,
			onDismiss: () => send({ type: "user.dismissNotice" }),
			children: noticeText(view.notice)
		})
	})] });
}
/** The server's msg on success; on failure what failed, then why (收藏失败：网络连接失败…). */
function noticeText({ tone, text }) {
	if (tone === "success") return text ?? appText.favouriteDone;
	return text ? fill(appText.favouriteFailedWhy, { reason: text }) : appText.favouriteFailed;
}
var init_favourite_action = __esmMin((() => {
	init_copy();
	init_goods_info();
	init_inline_notice();
}));
// src/views/find-similar-action.tsx
/**
* 找相似 (spec §2 actions, §5, §8): the button sends the cover the gallery shows at the moment of
* the click (read by the page from the gallery child), and the findSimilar machine's notice shows
* beside it: 正在搜索相似商品，请稍候 while the search runs, 未找到相似商品, or why it failed. The
* route opens the results; the found notice keeps a link to them should the page still be here.
*/
function NoticeText$1({ notice }) {
	switch (notice.kind) {
		case "searching": return /* @__PURE__ */ jsx(Fragment, { children: notices.searchingSimilar });
		case "notFound": return /* @__PURE__ */ jsx(Fragment, { children: notices.noSimilar });
		case "failed": return /* @__PURE__ */ jsx(Fragment, { children: notice.error ? fill(appText.similarFailedWhy, { reason: notice.error }) : appText.similarFailed });
		case "found": return /* @__PURE__ */ jsxs(Fragment, { children: [fill(appText.similarFound, { n: notice.result.totalCount }), /* @__PURE__ */ jsx(Link, {
			to: "/search",
			search: { data: {
				list: notice.result.list,
				totalCount: notice.result.totalCount
			} },
			className: "ml-1 font-medium underline underline-offset-2",
			children: appText.viewSimilar
		})] });
	}
}
function FindSimilarAction({ view, send, cover }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: actionClass,
		"aria-busy": view.searching,
		"aria-disabled": view.searching,
		onClick: () => send({
			type: "user.findSimilar",
			url: cover()
		}),
		children: labels.findSimilar
	}), view.notice && /* @__PURE__ */ jsx("div", {
		className: "basis-full",
		children: /* @__PURE__ */ jsx(InlineNotice, {
			tone: toneOf[view.notice.kind],
			onDismiss: view.canDismiss ? () => send({ type: "user.dismiss" }) : void 0,
			children: /* @__PURE__ */ jsx(NoticeText$1, { notice: view.notice })
		})
	})] });
}
var toneOf;
var init_find_similar_action = __esmMin((() => {
	init_copy();
	init_goods_info();
	init_inline_notice();
	toneOf = {
		searching: "info",
		found: "success",
		notFound: "error",
		failed: "error"
	};
}));
// src/views/strip-carousel.tsx
/**
* The thumbnail strip's viewport on an embla carousel (thumbnail-strip.tsx): embla draws the
* gallery machine's window (`firstVisible`) and reports its own moves (a drag, tabbing onto a
* hidden thumbnail) as `strip.scrolled`. In its own file so that embla loads only for a strip
* that has more thumbnails than it shows.
*/
var strip_carousel_exports = /* @__PURE__ */ __exportAll({ StripCarousel: () => StripCarousel$1 });
function StripCarousel$1({ firstVisible, send, className, children }) {
	const [viewportRef, emblaApi] = useEmblaCarousel(emblaOptions, emblaPlugins);
	useEffect(() => {
		if (!emblaApi) return;
		const report = () => send({
			type: "strip.scrolled",
			first: emblaApi.selectedScrollSnap()
		});
		emblaApi.on("select", report);
		return () => {
			emblaApi.off("select", report);
		};
	}, [emblaApi, send]);
	useEffect(() => {
		if (!emblaApi) return;
		const follow = () => {
			if (emblaApi.selectedScrollSnap() !== firstVisible) emblaApi.scrollTo(firstVisible);
		};
		follow();
		emblaApi.on("reInit", follow);
		return () => {
			emblaApi.off("reInit", follow);
		};
	}, [emblaApi, firstVisible]);
	return /* @__PURE__ */ jsx("div", {
		ref: viewportRef,
		className,
		children
	});
}
var emblaOptions, emblaPlugins;
var init_strip_carousel = __esmMin((() => {
	emblaOptions = {
		align: "start",
		containScroll: "trimSnaps"
	};
	emblaPlugins = [];
}));
// src/views/thumbnail-strip.tsx
/**
* The gallery's thumbnail strip (spec §2, §9): 5 thumbnails at a time, 3 px apart, on an embla
* carousel, with buttons that move the window by one.
*
* The gallery machine owns the window (`firstVisible`); embla only draws it. So the strip scrolls
* embla to the machine's window, and reports embla's own moves (a drag, or tabbing onto a hidden
* thumbnail) as `strip.scrolled`. Where embla cannot measure (jsdom, a hidden tab) it stays put, and
* every thumbnail is still a button that works.
*
* embla (strip-carousel.tsx) is loaded only for a strip with more thumbnails than it shows, after
* the first render: until then the same viewport shows the first five, which is where the window
* starts, so nothing moves when it arrives.
*/
function Chevron({ direction, title }) {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 12 20",
		className: "h-5 w-3",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		children: [/* @__PURE__ */ jsx("title", { children: title }), /* @__PURE__ */ jsx("path", { d: direction === "left" ? "M10 2 2 10l8 8" : "M2 2l8 8-8 8" })]
	});
}
function PlayMark() {
	return /* @__PURE__ */ jsx("span", {
		className: "pointer-events-none absolute inset-0 flex items-center justify-center",
		children: /* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 24 24",
			className: "h-6 w-6 drop-shadow",
			children: [
				/* @__PURE__ */ jsx("title", { children: appText.videoMark }),
				/* @__PURE__ */ jsx("circle", {
					cx: "12",
					cy: "12",
					r: "11",
					fill: "rgb(0 0 0 / 0.55)"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M9.5 7.5v9l7-4.5z",
					fill: "white"
				})
			]
		})
	});
}
var stripSize, thumbGapPx, slideBasis, THUMB_PX$1, viewportClass, StripCarousel, arrowButton, Thumbnail, ThumbnailStrip;
var init_thumbnail_strip = __esmMin((() => {
	init_copy();
	init_gallery_machine$1();
	init_media_url();
	init_lazy_part();
	({stripSize, thumbGapPx} = galleryLayout$1);
	slideBasis = `0 0 calc((100% - ${(stripSize - 1) * thumbGapPx}px) / ${stripSize})`;
	THUMB_PX$1 = 80;
	viewportClass = "min-w-0 flex-1 select-none overflow-hidden";
	StripCarousel = lazyPart(() => Promise.resolve().then(() => (init_strip_carousel(), strip_carousel_exports)), (m) => m.StripCarousel);
	arrowButton = "flex h-full w-5 shrink-0 items-center justify-center rounded text-neutral-500 hover:bg-brand-50 hover:text-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent";
	Thumbnail = memo(function Thumbnail({ item, index, selected, send }) {
		return /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-label": item.label,
			title: item.label,
			"aria-current": selected ? "true" : void 0,
			"data-selected": selected ? "" : void 0,
			onClick: () => send({
				type: "user.selectThumbnail",
				index
			}),
			className: "relative block aspect-square w-full overflow-hidden rounded-sm border-2 border-neutral-200 bg-neutral-50 hover:border-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 data-selected:border-brand-500",
			children: [/* @__PURE__ */ jsx("img", {
				...responsiveImage(item.thumb, "thumbnail"),
				alt: "",
				width: THUMB_PX$1,
				height: THUMB_PX$1,
				loading: "lazy",
				draggable: false,
				className: "h-full w-full object-cover"
			}), item.kind === "video" && /* @__PURE__ */ jsx(PlayMark, {})]
		});
	});
	ThumbnailStrip = memo(function ThumbnailStrip({ items, selectedIndex, firstVisible, canPrevious, canNext, send }) {
		const list = /* @__PURE__ */ jsx("ul", {
			"aria-label": appText.thumbnails,
			className: "flex touch-pan-y",
			children: items.map((item, index) => /* @__PURE__ */ jsx("li", {
				className: "min-w-0",
				style: {
					flex: slideBasis,
					marginRight: index === items.length - 1 ? 0 : thumbGapPx
				},
				children: /* @__PURE__ */ jsx(Thumbnail, {
					item,
					index,
					selected: index === selectedIndex,
					send
				})
			}, index))
		});
		return /* @__PURE__ */ jsxs("div", {
			className: "mt-2 flex items-stretch gap-1",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: arrowButton,
					"aria-label": appText.thumbsPrevious,
					disabled: !canPrevious,
					onClick: () => send({ type: "user.previous" }),
					children: /* @__PURE__ */ jsx(Chevron, {
						direction: "left",
						title: appText.thumbsPrevious
					})
				}),
				items.length > stripSize ? /* @__PURE__ */ jsx(StripCarousel, {
					className: viewportClass,
					firstVisible,
					send,
					fallback: /* @__PURE__ */ jsx("div", {
						className: viewportClass,
						children: list
					}),
					children: list
				}) : /* @__PURE__ */ jsx("div", {
					className: viewportClass,
					children: list
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: arrowButton,
					"aria-label": appText.thumbsNext,
					disabled: !canNext,
					onClick: () => send({ type: "user.next" }),
					children: /* @__PURE__ */ jsx(Chevron, {
						direction: "right",
						title: appText.thumbsNext
					})
				})
			]
		});
	});
}));
// src/views/video-player.tsx
var video_player_exports = /* @__PURE__ */ __exportAll({ VideoPlayer: () => VideoPlayer$1 });
function VideoPlayer$1({ src, poster, label, onFailed }) {
	const failedEarly = useCallback((video) => {
		if (video?.error) onFailed();
	}, [onFailed]);
	return /* @__PURE__ */ jsxs(MediaController, {
		lang: "zh-CN",
		className: "block h-full w-full bg-black",
		children: [/* @__PURE__ */ jsx("video", {
			slot: "media",
			ref: failedEarly,
			src,
			poster: posterUrl(poster),
			"aria-label": label,
			width: galleryLayout$1.boxPx,
			height: galleryLayout$1.boxPx,
			preload: "metadata",
			playsInline: true,
			onError: onFailed,
			className: "h-full w-full object-contain"
		}), /* @__PURE__ */ jsxs(MediaControlBar, {
			className: "w-full",
			children: [
				/* @__PURE__ */ jsx(MediaPlayButton, {}),
				/* @__PURE__ */ jsx(MediaTimeRange, { className: "min-w-0 flex-1" }),
				/* @__PURE__ */ jsx(MediaTimeDisplay, {
					showDuration: true,
					noToggle: true,
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsx(MediaMuteButton, {}),
				/* @__PURE__ */ jsx(MediaFullscreenButton, {})
			]
		})]
	});
}
var init_video_player = __esmMin((() => {
	init_gallery_machine$1();
	init_media_url();
}));
// src/views/gallery-view.tsx
/**
* The gallery's headless view (spec §2): renders one gallery snapshot (via toGalleryView) and
* sends the gallery machine's events.
*
* The 400×400 box (spec §9) shows the selected image, zoomed 2x under the pointer as on wholesale
* sites: scale(2) with the transform origin at the pointer, so the part of the image under the
* pointer stays under it and the visible half follows it. A video is shown in media-chrome's player,
* whose code is loaded only when a video is shown. Pointer moves re-render the box alone: the strip
* is memoised on props that a move does not change.
*/
function GalleryView({ view, send }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": appText.gallery,
		className: "w-[400px] max-w-full",
		children: [/* @__PURE__ */ jsx(MediaBox, {
			view,
			send
		}), /* @__PURE__ */ jsx(ThumbnailStrip, {
			items: view.items,
			selectedIndex: view.selectedIndex,
			firstVisible: view.firstVisible,
			canPrevious: view.canPrevious,
			canNext: view.canNext,
			send
		})]
	});
}
/** The pointer as fractions of the box; the machine keeps them in 0 … 1. */
function pointerAt(event) {
	const rect = event.currentTarget.getBoundingClientRect();
	return {
		x: (event.clientX - rect.left) / rect.width,
		y: (event.clientY - rect.top) / rect.height
	};
}
function forward(send, toEvent) {
	return (event) => {
		if (event.pointerType !== "touch") send(toEvent(event));
	};
}
function MediaBox({ view, send }) {
	const item = view.selected;
	const isImage = item?.kind === "image";
	return /* @__PURE__ */ jsxs("div", {
		"data-media": view.media,
		"aria-busy": view.media === "loading",
		className: "relative aspect-square w-full overflow-hidden rounded border border-neutral-200 bg-neutral-50 data-[media=shown]:cursor-crosshair",
		onPointerEnter: isImage ? forward(send, (e) => ({
			type: "pointer.enter",
			...pointerAt(e)
		})) : void 0,
		onPointerMove: isImage ? forward(send, (e) => ({
			type: "pointer.move",
			...pointerAt(e)
		})) : void 0,
		onPointerLeave: isImage ? forward(send, () => ({ type: "pointer.leave" })) : void 0,
		children: [item?.kind === "image" && /* @__PURE__ */ jsx(ImageMedia, {
			item,
			view,
			send
		}), item?.kind === "video" && /* @__PURE__ */ jsx(VideoMedia, {
			item,
			view,
			send
		})]
	});
}
function ImageMedia({ item, view, send }) {
	const settled = useCallback((image) => {
		if (image?.complete) send(image.naturalWidth > 0 ? { type: "media.loaded" } : { type: "media.failed" });
	}, [send]);
	if (view.media === "failed") return /* @__PURE__ */ jsxs("div", {
		className: "flex h-full flex-col items-center justify-center gap-2 text-neutral-400",
		children: [/* @__PURE__ */ jsxs("svg", {
			"aria-hidden": "true",
			viewBox: "0 0 24 24",
			className: "h-10 w-10",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: 1.5,
			children: [/* @__PURE__ */ jsx("rect", {
				x: "3",
				y: "4",
				width: "18",
				height: "16",
				rx: "2"
			}), /* @__PURE__ */ jsx("path", { d: "m3 16 5-5 4 4 3-3 6 6M4 4l16 16" })]
		}), /* @__PURE__ */ jsx("p", {
			className: "text-sm",
			children: notices.imageLoadFailed
		})]
	});
	const { x, y } = view.lens;
	return /* @__PURE__ */ jsxs(Fragment, { children: [view.media === "loading" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", { className: "absolute inset-0 animate-pulse bg-neutral-100" }), /* @__PURE__ */ jsx("span", {
		role: "status",
		className: "sr-only",
		children: appText.loading
	})] }), /* @__PURE__ */ jsx("img", {
		ref: settled,
		...responsiveImage(item.src, "galleryMain"),
		alt: item.label,
		width: boxPx,
		height: boxPx,
		fetchPriority: "high",
		draggable: false,
		onLoad: () => send({ type: "media.loaded" }),
		onError: () => send({ type: "media.failed" }),
		style: view.zoomed ? {
			transform: `scale(${zoom})`,
			transformOrigin: `${x * 100}% ${y * 100}%`
		} : void 0,
		className: "relative h-full w-full select-none object-contain transition-transform duration-150 ease-out"
	}, view.selectedIndex)] });
}
function Poster({ item }) {
	return /* @__PURE__ */ jsx("img", {
		...responsiveImage(item.poster, "galleryMain"),
		alt: item.label,
		width: boxPx,
		height: boxPx,
		fetchPriority: "high",
		className: "h-full w-full bg-black object-contain"
	});
}
function VideoMedia({ item, view, send }) {
	const failed = useCallback(() => send({ type: "video.failed" }), [send]);
	const inBrowser = useInBrowser();
	if (view.media === "unplayable") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Poster, { item }), /* @__PURE__ */ jsx("div", {
		className: "absolute inset-0 flex items-center justify-center bg-black/60 p-6",
		children: /* @__PURE__ */ jsx("p", {
			className: "text-center text-sm text-white",
			children: notices.videoUnplayable
		})
	})] });
	if (!inBrowser) return /* @__PURE__ */ jsx(Poster, { item });
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(Poster, { item }),
		children: /* @__PURE__ */ jsx(VideoPlayer, {
			src: item.src,
			poster: item.poster,
			label: item.label,
			onFailed: failed
		})
	});
}
var VideoPlayer, boxPx, zoom;
var init_gallery_view = __esmMin((() => {
	init_copy();
	init_gallery_machine$1();
	init_media_url();
	init_in_browser();
	init_thumbnail_strip();
	VideoPlayer = lazy(() => Promise.resolve().then(() => (init_video_player(), video_player_exports)).then((module) => ({ default: module.VideoPlayer })));
	({boxPx, zoom} = galleryLayout$1);
}));
// src/views/purchase-bar.tsx
function orderLink(orderNo) {
	return /* @__PURE__ */ jsx("a", {
		href: `/confirmOrder?order_no=${orderNo}`,
		target: "_blank",
		rel: "noopener",
		className: "ml-1 font-medium underline underline-offset-2",
		children: appText.openConfirmOrder
	});
}
function NoticeText({ notice }) {
	switch (notice.kind) {
		case "selectGoods": return /* @__PURE__ */ jsx(Fragment, { children: notices.selectGoods });
		case "saveFailed": return /* @__PURE__ */ jsx(Fragment, { children: notice.message ? fill(appText.cartSaveFailedWhy, { reason: notice.message }) : appText.cartSaveFailed });
		case "orderFailed": return /* @__PURE__ */ jsx(Fragment, { children: notice.message ?? appText.orderNotStored });
		case "orderOpened": return /* @__PURE__ */ jsxs(Fragment, { children: [fill(appText.orderOpened, { n: notice.orderNo }), orderLink(notice.orderNo)] });
		case "popupBlocked": return /* @__PURE__ */ jsxs(Fragment, { children: [appText.popupBlocked, orderLink(notice.orderNo)] });
	}
}
function PurchaseBar({ view, send, sendPage }) {
	const { buttons, notice } = view;
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-2",
		children: [/* @__PURE__ */ jsx("div", {
			className: "flex min-h-11 flex-wrap gap-3",
			children: buttons === null ? /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "h-11 w-72 animate-pulse rounded bg-neutral-100"
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				buttons.addToCart && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: cartClass,
					"aria-busy": view.saving,
					onClick: () => sendPage({ type: "user.addToCart" }),
					children: view.saving ? appText.addingToCart : labels.addToCart
				}),
				buttons.buyNow && /* @__PURE__ */ jsx("button", {
					type: "button",
					className: buyClass,
					"aria-busy": view.ordering,
					onClick: () => sendPage({ type: "user.buyNow" }),
					children: labels.buyNow
				}),
				buttons.directShipUrl && /* @__PURE__ */ jsx("a", {
					href: buttons.directShipUrl,
					target: "_blank",
					rel: "noopener noreferrer",
					className: directClass,
					children: labels.directShip
				})
			] })
		}), notice && /* @__PURE__ */ jsx(InlineNotice, {
			tone: notice.kind === "orderOpened" ? "success" : "error",
			onDismiss: () => send({ type: "user.dismissNotice" }),
			children: /* @__PURE__ */ jsx(NoticeText, { notice })
		})]
	});
}
var base, cartClass, buyClass, directClass;
var init_purchase_bar = __esmMin((() => {
	init_copy();
	init_inline_notice();
	base = "inline-flex h-11 min-w-32 items-center justify-center rounded px-5 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-progress aria-busy:opacity-70";
	cartClass = `${base} border-2 border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100`;
	buyClass = `${base} bg-brand-500 text-white hover:bg-brand-600`;
	directClass = `${base} bg-orange-700 text-white hover:bg-orange-800`;
}));
// src/views/disclosure-popover.tsx
/**
* A button that shows a panel below it (the disclosure pattern): aria-expanded on the button, the
* panel named by it; Esc closes and gives the focus back to the button; a press outside or the
* focus leaving closes it too. Written here rather than Headless UI's Popover, which brings
* floating-ui and react-aria into the detail page's first load (issue #7's budget). The panel is
* placed under the button's end edge by CSS and scrolls itself when long.
*/
function DisclosurePopover({ button, children, className, buttonClassName, panelClassName }) {
	const [open, setOpen] = useState(false);
	const id = useId();
	const root = useRef(null);
	const buttonRef = useRef(null);
	useEffect(() => {
		if (!open) return;
		const onPointerDown = (event) => {
			if (!root.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("pointerdown", onPointerDown);
		return () => document.removeEventListener("pointerdown", onPointerDown);
	}, [open]);
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		className: `relative ${className ?? ""}`,
		"data-open": open ? "" : void 0,
		onKeyDown: (event) => {
			if (event.key !== "Escape" || !open) return;
			setOpen(false);
			buttonRef.current?.focus();
		},
		onBlur: (event) => {
			if (open && !root.current?.contains(event.relatedTarget)) setOpen(false);
		},
		children: [/* @__PURE__ */ jsx("button", {
			ref: buttonRef,
			type: "button",
			"aria-expanded": open,
			"aria-controls": open ? id : void 0,
			"data-open": open ? "" : void 0,
			className: buttonClassName,
			onClick: () => setOpen((was) => !was),
			children: button
		}), open && /* @__PURE__ */ jsx("div", {
			id,
			className: `absolute top-full right-0 mt-1.5 ${panelClassName ?? ""}`,
			children
		})]
	});
}
var init_disclosure_popover = __esmMin((() => {}));
// src/views/cart-summary.tsx
function CartSummary({ summary }) {
	return /* @__PURE__ */ jsxs(CartSummaryFrame, { children: [/* @__PURE__ */ jsx(CartTotals, {
		count: summary.count,
		total: summary.total
	}), /* @__PURE__ */ jsx(SelectedList, {
		count: summary.lines.length,
		children: /* @__PURE__ */ jsx(SelectedLines, { lines: summary.lines })
	})] });
}
function CartSummaryFrame({ children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "flex flex-wrap items-center gap-x-4 gap-y-2 rounded border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm",
		children
	});
}
function CartTotals({ count, total }) {
	return /* @__PURE__ */ jsxs("p", {
		role: "status",
		className: "flex flex-wrap items-baseline gap-x-4 tabular-nums",
		children: [/* @__PURE__ */ jsx("span", {
			className: "text-neutral-700",
			children: fill(labels.totalItems, { n: count })
		}), /* @__PURE__ */ jsx("span", {
			className: "text-base font-semibold text-brand-600",
			children: fill(labels.totalPrice, { amount: total })
		})]
	});
}
/** 已选清单 (N) and its panel; the panel's content (`children`) is rendered only while it is open. */
function SelectedList({ count, children }) {
	return /* @__PURE__ */ jsx(DisclosurePopover, {
		className: "ml-auto",
		buttonClassName: "inline-flex h-7 items-center gap-1 rounded border border-neutral-300 bg-white px-3 text-neutral-700 tabular-nums hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-open:border-brand-500 data-open:text-brand-600",
		panelClassName: "z-40 max-h-96 w-80 max-w-[calc(100vw-1rem)] overflow-auto rounded border border-neutral-200 bg-white text-sm shadow-lg",
		button: /* @__PURE__ */ jsxs(Fragment, { children: [fill(appText.selectedListCount, {
			list: labels.selectedList,
			n: count
		}), /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "text-xs in-data-open:rotate-180",
			children: "▾"
		})] }),
		children
	});
}
/** The panel's table of the selected lines (颜色, 数量, 尺码), or 还没有选择商品. */
function SelectedLines({ lines }) {
	if (lines.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "px-3 py-4 text-center text-neutral-500",
		children: appText.selectedListEmpty
	});
	return /* @__PURE__ */ jsxs("table", {
		className: "w-full border-collapse tabular-nums",
		children: [
			/* @__PURE__ */ jsx("caption", {
				className: "px-3 pt-2 pb-1 text-left font-medium text-neutral-800",
				children: labels.selectedList
			}),
			/* @__PURE__ */ jsx("thead", {
				className: "sticky top-0 bg-neutral-50 text-xs text-neutral-500",
				children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: `${headCell$2} text-left`,
						children: labels.colour
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: `${headCell$2} text-right`,
						children: labels.quantity
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: `${headCell$2} text-left`,
						children: labels.size
					})
				] })
			}),
			/* @__PURE__ */ jsx("tbody", { children: lines.map((line) => /* @__PURE__ */ jsxs("tr", {
				className: "border-t border-neutral-100",
				children: [
					/* @__PURE__ */ jsx("td", {
						className: `${cell$3} whitespace-nowrap`,
						children: line.colour
					}),
					/* @__PURE__ */ jsx("td", {
						className: `${cell$3} text-right`,
						children: line.quantity
					}),
					/* @__PURE__ */ jsx("td", {
						className: `${cell$3} break-all`,
						children: line.size
					})
				]
			}, line.key)) })
		]
	});
}
var headCell$2, cell$3;
var init_cart_summary = __esmMin((() => {
	init_copy();
	init_disclosure_popover();
	headCell$2 = "px-3 py-1.5 font-normal whitespace-nowrap";
	cell$3 = "px-3 py-1";
}));
// src/views/colour-picker.tsx
/**
* The colour buttons under 颜色 (spec §2, §4): the chosen one is pressed, and a colour with
* quantities entered carries a badge with their sum, so a buyer filling several colours sees
* where the pieces are; the badge is read as the button's description (已选N件), so the button's
* name stays the colour's name. Buttons are memoized on primitive props: goods 1005 has 40 colours and a
* quantity change alters one badge at most.
*/
function ColourPicker({ view, send }) {
	if (view.colours.length === 0) return null;
	return /* @__PURE__ */ jsx(ColourFieldset, { children: view.colours.map((colour) => /* @__PURE__ */ jsx(ColourButton, {
		name: colour.name,
		index: colour.index,
		chosen: colour.chosen,
		count: colour.count,
		send
	}, colour.index)) });
}
/** 颜色 and the buttons' box: its own part so that a page subscribing each button on its own puts them in it. */
function ColourFieldset({ children }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "float-left mr-3 w-10 pt-1.5 text-neutral-500",
			children: labels.colour
		}), /* @__PURE__ */ jsx("div", {
			className: "flex flex-wrap gap-2",
			children
		})]
	});
}
var ColourButton;
var init_colour_picker = __esmMin((() => {
	init_copy();
	ColourButton = memo(function ColourButton({ name, index, chosen, count, send }) {
		const countId = useId();
		return /* @__PURE__ */ jsxs("button", {
			type: "button",
			"aria-pressed": chosen,
			"aria-describedby": count > 0 ? countId : void 0,
			onClick: () => send({
				type: "user.chooseColour",
				index
			}),
			className: "relative rounded border border-neutral-300 bg-white px-3 py-1 leading-6 text-neutral-700 hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:font-medium aria-pressed:text-brand-700",
			children: [name, count > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "absolute -top-2 -right-2 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs leading-5 text-white tabular-nums",
				children: count
			}), /* @__PURE__ */ jsx("span", {
				id: countId,
				hidden: true,
				children: fill(appText.colourChosenCount, { n: count })
			})] })]
		});
	});
}));
// src/views/fill-colour.tsx
/**
* 整色填充 above the size table: one quantity for every in-stock size of the chosen colour, for
* the wholesale buyer who orders "10 of each size". The field is uncontrolled on purpose: its
* draft is nothing the machine knows until the buyer submits it, and the form's own submit gives
* the button and Enter in the field one path. What the text means (full-width digits, ' 12 件',
* clamped to each size's stock) is the machine's rule, so the raw text is sent as typed.
*/
function FillColour({ colour, enabled, send }) {
	const fieldId = useId();
	const hintId = useId();
	const onSubmit = (event) => {
		event.preventDefault();
		const text = new FormData(event.currentTarget).get(FIELD);
		send({
			type: "user.fillColour",
			text: typeof text === "string" ? text : ""
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		className: "flex flex-wrap items-center gap-x-2 gap-y-1 text-sm",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: fieldId,
				className: "text-neutral-500",
				children: appText.fillColourLabel
			}),
			/* @__PURE__ */ jsx("input", {
				id: fieldId,
				name: FIELD,
				type: "text",
				inputMode: "numeric",
				autoComplete: "off",
				placeholder: appText.fillColourPlaceholder,
				"aria-describedby": hintId,
				disabled: !enabled,
				className: "h-7 w-20 rounded border border-neutral-300 px-2 text-center tabular-nums outline-none placeholder:text-neutral-400 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100 disabled:cursor-not-allowed disabled:bg-neutral-100"
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				"aria-label": fill(appText.fillColourName, { colour }),
				disabled: !enabled,
				className: "h-7 rounded border border-brand-500 px-3 text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-transparent",
				children: appText.fillColour
			}),
			/* @__PURE__ */ jsx("p", {
				id: hintId,
				className: "basis-full text-xs text-neutral-500",
				children: fill(enabled ? appText.fillColourHint : appText.fillColourNoStock, { colour })
			})
		]
	});
}
var FIELD;
var init_fill_colour = __esmMin((() => {
	init_copy();
	FIELD = "quantity";
}));
// src/views/size-table.tsx
/**
* The size rows of the chosen colour (spec §2): label (cut, the full one in a tooltip), SKU code
* with a tooltip, weight, price, stock and a quantity stepper (step 1, min 0, max the stock).
*
* Rows are memoized on primitive props and a stable `send`: goods 1005 has 40 colours × 25
* sizes, and a quantity change must re-render only its own row (issue #7). The field shows the
* machine's quantity: whatever is typed is sent, the machine clamps it, and the controlled input
* shows the result (React puts the field back when the machine keeps the old quantity).
* On a narrow screen the table scrolls sideways inside its box, the size column kept in view.
*/
function SizeTable({ view, send }) {
	return /* @__PURE__ */ jsx(SizeTableFrame, {
		colour: view.colour,
		empty: view.sizes.length === 0,
		children: view.sizes.map((size) => /* @__PURE__ */ jsx(SizeRow, {
			...size,
			colour: view.colour,
			send
		}, size.id))
	});
}
/**
* The table around the rows (caption, column heads), or 暂无规格 when the colour has no sizes: its
* own part so that a page subscribing each row on its own (selection-part.tsx) puts its rows in it.
*/
function SizeTableFrame({ colour, empty, children }) {
	if (empty) return /* @__PURE__ */ jsx("p", {
		className: "py-2 text-neutral-500",
		children: appText.noSpecs
	});
	return /* @__PURE__ */ jsx("div", {
		className: "scroll-pl-28 overflow-x-auto rounded border border-neutral-200 bg-white",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full min-w-[34rem] border-collapse text-sm tabular-nums",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: fill(appText.sizeTable, { colour })
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-neutral-50 text-xs text-neutral-500",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} sticky left-0 z-10 w-28 min-w-28 bg-neutral-50 text-left`,
							children: labels.size
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} text-left`,
							children: labels.itemNumber
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} text-right`,
							children: appText.weight
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} text-right`,
							children: appText.price
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} text-right`,
							children: appText.stock
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `${headCell$1} sticky right-0 z-10 bg-neutral-50 text-center`,
							children: labels.quantity
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children })
			]
		})
	});
}
var stepKeys, isStepKey, headCell$1, cell$2, stepButton$1, SizeRow;
var init_size_table = __esmMin((() => {
	init_copy();
	stepKeys = {
		ArrowUp: "user.incrementQuantity",
		ArrowDown: "user.decrementQuantity",
		Home: "user.minQuantity",
		End: "user.maxQuantity"
	};
	isStepKey = (key) => Object.hasOwn(stepKeys, key);
	headCell$1 = "px-2 py-1.5 font-normal whitespace-nowrap";
	cell$2 = "px-2 py-1 whitespace-nowrap";
	stepButton$1 = "flex w-8 items-center justify-center text-base leading-none text-neutral-600 hover:bg-brand-50 hover:text-brand-600 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent group-data-sold-out/row:disabled:text-neutral-500";
	SizeRow = memo(function SizeRow({ id, label, fullLabel, sku, weightG, price, min, max, quantity, soldOut, canIncrement, canDecrement, colour, send }) {
		const skuTipId = useId();
		const cut = label !== fullLabel;
		const onKeyDown = (event) => {
			if (!isStepKey(event.key)) return;
			event.preventDefault();
			send({
				type: stepKeys[event.key],
				sizeId: id
			});
		};
		return /* @__PURE__ */ jsxs("tr", {
			"data-sold-out": soldOut || void 0,
			className: "group/row border-t border-neutral-100 hover:bg-brand-50 data-sold-out:bg-neutral-800 data-sold-out:text-neutral-100 data-sold-out:hover:bg-neutral-800",
			children: [
				/* @__PURE__ */ jsx("th", {
					scope: "row",
					title: cut ? fullLabel : void 0,
					className: `${cell$2} sticky left-0 z-10 bg-white text-left font-medium group-hover/row:bg-brand-50 group-data-sold-out/row:bg-neutral-800`,
					children: cut ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: label
					}), /* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: fullLabel
					})] }) : label
				}),
				/* @__PURE__ */ jsx("td", {
					className: cell$2,
					children: /* @__PURE__ */ jsxs("span", {
						className: "group/sku relative inline-block max-w-32 align-middle",
						children: [/* @__PURE__ */ jsx("span", {
							tabIndex: 0,
							"aria-describedby": skuTipId,
							className: "block truncate rounded font-mono text-xs outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
							children: sku
						}), /* @__PURE__ */ jsx("span", {
							role: "tooltip",
							id: skuTipId,
							className: "pointer-events-none invisible absolute bottom-full left-0 z-30 mb-1 rounded bg-neutral-900 px-2 py-1 font-mono text-xs whitespace-nowrap text-white opacity-0 shadow transition-opacity group-focus-within/sku:visible group-focus-within/sku:opacity-100 group-hover/sku:visible group-hover/sku:opacity-100",
							children: sku
						})]
					})
				}),
				/* @__PURE__ */ jsx("td", {
					className: `${cell$2} text-right`,
					children: fill(appText.grams, { n: weightG })
				}),
				/* @__PURE__ */ jsx("td", {
					className: `${cell$2} text-right text-brand-600 group-data-sold-out/row:text-brand-100`,
					children: fill(appText.yuan, { amount: price })
				}),
				/* @__PURE__ */ jsxs("td", {
					className: `${cell$2} text-right`,
					children: [fill(appText.stockCount, { n: max }), soldOut && /* @__PURE__ */ jsxs(Fragment, { children: [" ", /* @__PURE__ */ jsx("span", {
						className: "rounded bg-neutral-600 px-1 text-xs text-neutral-100",
						children: appText.soldOut
					})] })]
				}),
				/* @__PURE__ */ jsx("td", {
					className: `${cell$2} sticky right-0 z-10 bg-white text-center group-hover/row:bg-brand-50 group-data-sold-out/row:bg-neutral-800`,
					children: /* @__PURE__ */ jsxs("div", {
						className: "inline-flex h-7 items-stretch overflow-hidden rounded border border-neutral-300 bg-white group-data-sold-out/row:border-neutral-600 group-data-sold-out/row:bg-neutral-700",
						children: [
							/* @__PURE__ */ jsx("button", {
								type: "button",
								"aria-label": fill(appText.decreaseQuantity, { size: fullLabel }),
								disabled: !canDecrement,
								onClick: () => send({
									type: "user.decrementQuantity",
									sizeId: id
								}),
								className: stepButton$1,
								children: "−"
							}),
							/* @__PURE__ */ jsx("input", {
								type: "text",
								role: "spinbutton",
								inputMode: "numeric",
								autoComplete: "off",
								"aria-label": fill(appText.quantityOf, {
									colour,
									size: fullLabel
								}),
								"aria-valuemin": min,
								"aria-valuemax": max,
								"aria-valuenow": quantity,
								value: String(quantity),
								disabled: soldOut,
								onChange: (event) => send({
									type: "user.typeQuantity",
									sizeId: id,
									text: event.target.value
								}),
								onKeyDown,
								className: "w-12 border-x border-neutral-300 text-center tabular-nums outline-none focus-visible:bg-brand-50 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-neutral-400 group-data-sold-out/row:border-neutral-600"
							}),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								"aria-label": fill(appText.increaseQuantity, { size: fullLabel }),
								disabled: !canIncrement,
								onClick: () => send({
									type: "user.incrementQuantity",
									sizeId: id
								}),
								className: stepButton$1,
								children: "+"
							})
						]
					})
				})
			]
		});
	});
}));
// src/views/selection-part.tsx
/**
* The detail page's selection (spec §2, §4): the colour buttons, 整色填充, the size rows and the
* cart summary, each subscribed to the selection child on its own, through the selection
* machine's per-part views (toColourView, toChosenColourView, toSizeRowView, toSelectionTotals,
* toSelectionSummary), which keep their identity, or compare field by field, when unchanged.
*
* Why not one subscription to toSelectionView: goods 1005 has 40 colours × 25 sizes, and one view
* object rebuilt per change re-renders the picker, the table, 整色填充 and the popover on every
* keystroke (issue #7). Here a quantity change re-renders its own row, 共N件 合计￥ (and 已选清单's
* button when the number of lines changes) and the one colour button whose 已选N件 badge changes;
* a colour switch re-renders the two buttons whose pressed state changes, 整色填充 and the table
* with its rows (now the new colour's), and not the totals. tests/unit/selection-renders.test.tsx
* counts it.
*
* The parts render the same markup as ColourPicker, SizeTable and CartSummary (which the flows
* page and the model tests render from a whole SelectionViewData), through their exported pieces.
*/
/** The buttons' box: only the number of colours, which the goods fixes. */
function Colours({ actor, send }) {
	const count = useSelector(actor, colourCountOf);
	if (count === 0) return null;
	return /* @__PURE__ */ jsx(ColourFieldset, { children: Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsx(LiveColourButton, {
		actor,
		index,
		send
	}, index)) });
}
/** 整色填充 and the size table: what follows the chosen colour, the same view while it stays chosen. */
function ChosenColour({ actor }) {
	const chosen = useSelector(actor, toChosenColourView$1);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FillColour, {
		colour: chosen.colour,
		enabled: chosen.canFillColour,
		send: actor.send
	}), /* @__PURE__ */ jsx(SizeTableFrame, {
		colour: chosen.colour,
		empty: chosen.sizeIds.length === 0,
		children: chosen.sizeIds.map((sizeId, position) => /* @__PURE__ */ jsx(LiveSizeRow, {
			actor,
			sizeId,
			colour: chosen.colour
		}, position))
	})] });
}
/**
* 共N件 and 合计￥, re-rendered by a quantity change; 已选清单's popover only when the number of
* lines changes, and its table, subscribed on its own, only while the panel is open.
*/
function Totals({ actor }) {
	const totals = useSelector(actor, toSelectionTotals, shallowEqual);
	return /* @__PURE__ */ jsxs(CartSummaryFrame, { children: [/* @__PURE__ */ jsx(CartTotals, {
		count: totals.count,
		total: totals.total
	}), /* @__PURE__ */ jsx(LiveSelectedList, {
		actor,
		count: totals.lineCount
	})] });
}
function LiveSelectedLines({ actor }) {
	const summary = useSelector(actor, toSelectionSummary$1);
	return /* @__PURE__ */ jsx(SelectedLines, { lines: summary.lines });
}
var SelectionPart, LiveColourButton, LiveSizeRow, LiveSelectedList;
var init_selection_part = __esmMin((() => {
	init_selection_machine$1();
	init_cart_summary();
	init_colour_picker();
	init_fill_colour();
	init_size_table();
	SelectionPart = memo(function SelectionPart({ actor, send }) {
		return /* @__PURE__ */ jsxs("div", {
			className: "space-y-3 pt-1",
			children: [
				/* @__PURE__ */ jsx(Colours, {
					actor,
					send
				}),
				/* @__PURE__ */ jsx(ChosenColour, { actor }),
				/* @__PURE__ */ jsx(Totals, { actor })
			]
		});
	});
	LiveColourButton = memo(function LiveColourButton({ actor, index, send }) {
		const select = useCallback((snapshot) => toColourView$1(snapshot, index), [index]);
		const colour = useSelector(actor, select, shallowEqual);
		return colour ? /* @__PURE__ */ jsx(ColourButton, {
			...colour,
			send
		}) : null;
	});
	LiveSizeRow = memo(function LiveSizeRow({ actor, sizeId, colour }) {
		const select = useCallback((snapshot) => toSizeRowView(snapshot, sizeId), [sizeId]);
		const size = useSelector(actor, select, shallowEqual);
		return size ? /* @__PURE__ */ jsx(SizeRow, {
			...size,
			colour,
			send: actor.send
		}) : null;
	});
	LiveSelectedList = memo(function LiveSelectedList({ actor, count }) {
		return /* @__PURE__ */ jsx(SelectedList, {
			count,
			children: /* @__PURE__ */ jsx(LiveSelectedLines, { actor })
		});
	});
}));
// src/views/added-to-cart-dialog.tsx
/**
* The add-to-cart success dialog (spec §2 dialogs): 商品已成功加入购物车, 购物车共N件商品, a link
* 去购物车结算 to /shoppingCart, and the 购买此商品的用户还购买了 carousel: the supplier's goods in
* groups of 3, one group per slide (embla), each opening its detail page in a new tab.
*
* Controlled by the purchase machine's view (open while the chart is in `added`); closing it in
* any way (Esc, the backdrop, 继续选购) is user.closeAdded. The slide shown is embla's own
* scrolling, not the chart's: which three goods are in view decides nothing.
*/
var added_to_cart_dialog_exports = /* @__PURE__ */ __exportAll({ AddedToCartDialog: () => AddedToCartDialog$1 });
function AlsoBoughtCarousel({ groups, imageHost }) {
	const [viewportRef, embla] = useEmblaCarousel({ align: "start" });
	const [selected, setSelected] = useState(0);
	const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
	useEffect(() => {
		embla?.on("select", onSelect);
		return () => {
			embla?.off("select", onSelect);
		};
	}, [embla, onSelect]);
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": labels.alsoBought,
		className: "mt-5",
		children: [/* @__PURE__ */ jsx("h3", {
			className: "mb-2 text-sm font-medium text-neutral-700",
			children: labels.alsoBought
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex items-center gap-1",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": dialogText.previousGroup,
					disabled: selected === 0,
					onClick: () => embla?.scrollPrev(),
					className: "h-8 w-6 shrink-0 rounded text-neutral-500 hover:bg-brand-50 disabled:text-neutral-300",
					children: "‹"
				}),
				/* @__PURE__ */ jsx("div", {
					ref: viewportRef,
					className: "min-w-0 flex-1 overflow-hidden",
					children: /* @__PURE__ */ jsx("ul", {
						className: "flex",
						children: groups.map((group, index) => /* @__PURE__ */ jsx("li", {
							"aria-label": fill(dialogText.groupOfTotal, {
								n: index + 1,
								total: groups.length
							}),
							className: "grid min-w-0 flex-[0_0_100%] grid-cols-3 gap-2",
							children: group.map((item) => /* @__PURE__ */ jsx("a", {
								href: `/detail?id=${item.ID}`,
								target: "_blank",
								rel: "noopener",
								className: "block overflow-hidden rounded border border-neutral-200 hover:border-brand-500",
								children: /* @__PURE__ */ jsx("img", {
									src: mediaFileUrl(imageHost, item),
									alt: fill(dialogText.alsoBoughtGoods, { n: item.ID }),
									width: ALSO_BOUGHT_PX,
									height: ALSO_BOUGHT_PX,
									loading: "lazy",
									className: "aspect-square h-auto w-full object-cover"
								})
							}, item.ID))
						}, group.map((item) => item.ID).join("-")))
					})
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": dialogText.nextGroup,
					disabled: selected >= groups.length - 1,
					onClick: () => embla?.scrollNext(),
					className: "h-8 w-6 shrink-0 rounded text-neutral-500 hover:bg-brand-50 disabled:text-neutral-300",
					children: "›"
				})
			]
		})]
	});
}
function AddedToCartDialog$1({ view, onClose, imageHost }) {
	return /* @__PURE__ */ jsxs(Dialog, {
		open: view.open,
		onClose,
		className: "fixed inset-0 z-50 flex items-center justify-center p-4",
		children: [/* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 bg-black/40",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("div", {
			className: "relative w-full max-w-md",
			children: /* @__PURE__ */ jsxs(DialogPanel, {
				className: "w-full rounded-lg bg-white p-5 shadow-xl",
				children: [
					/* @__PURE__ */ jsxs(DialogTitle, {
						className: "flex items-center gap-2 text-lg font-semibold text-green-700",
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "✓"
						}), notices.addedToCart]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-neutral-700",
						children: fill(labels.cartCount, { n: view.cartCount })
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-4 flex flex-wrap gap-3",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/shoppingCart",
							className: primaryButton,
							children: labels.goToCart
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: onClose,
							className: "rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:border-brand-500",
							children: dialogText.continueShopping
						})]
					}),
					view.alsoBoughtGroups.length > 0 && /* @__PURE__ */ jsx(AlsoBoughtCarousel, {
						groups: view.alsoBoughtGroups,
						imageHost
					})
				]
			})
		})]
	});
}
var ALSO_BOUGHT_PX;
var init_added_to_cart_dialog = __esmMin((() => {
	init_copy();
	init_dialog_text();
	init_media_url();
	init_message_panel();
	ALSO_BOUGHT_PX = 96;
}));
// src/views/image-preview-dialog.tsx
/**
* The detail images' large preview (spec §2 商品详情 tab): a controlled Headless UI dialog that
* renders one imagePreview snapshot. Arrow keys move like the buttons do; they are heard on the
* dialog itself, which is where Headless UI puts the focus when it opens.
*/
var image_preview_dialog_exports = /* @__PURE__ */ __exportAll({ ImagePreviewDialog: () => ImagePreviewDialog$1 });
function ImagePreviewDialog$1({ view, send }) {
	const onKeyDown = (event) => {
		if (event.key === "ArrowRight") send({ type: "user.nextImage" });
		if (event.key === "ArrowLeft") send({ type: "user.previousImage" });
	};
	const position = fill(dialogText.imageOfTotal, {
		n: view.index + 1,
		total: view.images.length
	});
	return /* @__PURE__ */ jsxs(Dialog, {
		open: view.open,
		onClose: () => send({ type: "user.closePreview" }),
		onKeyDown,
		className: "relative z-50",
		children: [/* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 bg-black/70",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 flex items-center justify-center p-4",
			children: /* @__PURE__ */ jsxs(DialogPanel, {
				className: "flex max-h-full w-full max-w-3xl flex-col gap-3 rounded-lg bg-neutral-900 p-3",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-center justify-between text-white",
						children: [/* @__PURE__ */ jsxs(DialogTitle, {
							className: "text-sm",
							children: [
								labels.detailImages,
								" ",
								position
							]
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: navButton,
							onClick: () => send({ type: "user.closePreview" }),
							children: dialogText.close
						})]
					}),
					view.current && /* @__PURE__ */ jsx("img", {
						src: view.current,
						alt: `${labels.detailImages} ${position}`,
						width: 750,
						height: 750,
						className: "mx-auto max-h-[75vh] w-auto object-contain"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "flex justify-center gap-3",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: navButton,
							"aria-disabled": !view.canPrevious,
							onClick: () => send({ type: "user.previousImage" }),
							children: dialogText.previousImage
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: navButton,
							"aria-disabled": !view.canNext,
							onClick: () => send({ type: "user.nextImage" }),
							children: dialogText.nextImage
						})]
					})
				]
			})
		})]
	});
}
var navButton;
var init_image_preview_dialog = __esmMin((() => {
	init_copy();
	init_dialog_text();
	navButton = "rounded bg-white/90 px-3 py-1.5 text-sm text-neutral-800 shadow aria-disabled:opacity-40 hover:bg-white";
}));
// src/views/tabs.tsx
/**
* Tabs after the WAI-ARIA tabs pattern (role tablist/tab/tabpanel, one tab in the tab order,
* ←/→/Home/End move and select, the panel is named by its tab). Written here rather than taken
* from Headless UI because Headless UI's Tab brings react-aria with it, which the detail page's
* first-load budget (issue #7) cannot carry; which tab is shown is presentation state only.
*/
function Tabs({ tabs, className, listClassName, tabClassName }) {
	const [selected, setSelected] = useState(0);
	const id = useId();
	const buttons = useRef([]);
	const onKeyDown = (event) => {
		const move = NEXT[event.key];
		if (!move) return;
		event.preventDefault();
		const next = move(selected, tabs.length);
		setSelected(next);
		buttons.current[next]?.focus();
	};
	const shown = tabs[selected];
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [/* @__PURE__ */ jsx("div", {
			role: "tablist",
			className: listClassName,
			onKeyDown,
			children: tabs.map((tab, index) => /* @__PURE__ */ jsx("button", {
				ref: (element) => {
					buttons.current[index] = element;
				},
				type: "button",
				role: "tab",
				id: `${id}-tab-${index}`,
				"aria-selected": index === selected,
				"aria-controls": `${id}-panel`,
				tabIndex: index === selected ? 0 : -1,
				"data-selected": index === selected ? "" : void 0,
				className: tabClassName,
				onClick: () => setSelected(index),
				children: tab.name
			}, tab.name))
		}), shown && /* @__PURE__ */ jsx("div", {
			role: "tabpanel",
			id: `${id}-panel`,
			"aria-labelledby": `${id}-tab-${selected}`,
			className: shown.panelClassName,
			children: shown.panel
		})]
	});
}
var NEXT;
var init_tabs = __esmMin((() => {
	NEXT = {
		ArrowRight: (index, count) => (index + 1) % count,
		ArrowLeft: (index, count) => (index - 1 + count) % count,
		Home: () => 0,
		End: (_index, count) => count - 1
	};
}));
// src/views/detail-tabs.tsx
var detail_tabs_exports = /* @__PURE__ */ __exportAll({ DetailTabs: () => DetailTabs$1 });
function DetailTabs$1({ preview, send }) {
	const detailPanel = /* @__PURE__ */ jsxs(Fragment, { children: [preview.images.length === 0 && /* @__PURE__ */ jsx("p", {
		className: "py-8 text-center text-neutral-500",
		children: appText.noDetailImages
	}), preview.images.map((src, index) => {
		const name = fill(appText.openDetailImage, { n: index + 1 });
		return /* @__PURE__ */ jsx("button", {
			type: "button",
			"aria-label": name,
			className: "block cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
			onClick: () => send({
				type: "user.openPreview",
				index
			}),
			children: /* @__PURE__ */ jsx("img", {
				...responsiveImage(src, "detailImage"),
				alt: "",
				width: 750,
				height: 750,
				loading: "lazy",
				className: "block h-auto w-full"
			})
		}, src);
	})] });
	return /* @__PURE__ */ jsx(Tabs, {
		className: "rounded-lg bg-white shadow-sm",
		listClassName: "flex overflow-x-auto border-b border-neutral-200",
		tabClassName: tabClass,
		tabs: [{
			name: labels.detailImages,
			panel: detailPanel,
			panelClassName: "mx-auto flex max-w-[750px] flex-col p-4"
		}, ...underDevelopmentTabs.map((name) => ({
			name,
			panel: notices.underDevelopment,
			panelClassName: "p-4 py-10 text-center text-neutral-500"
		}))]
	});
}
var tabClass, underDevelopmentTabs;
var init_detail_tabs = __esmMin((() => {
	init_copy();
	init_media_url();
	init_tabs();
	tabClass = "border-b-2 border-transparent px-4 py-2.5 text-sm text-neutral-600 outline-none focus-visible:bg-brand-50 hover:text-brand-600 data-selected:border-brand-500 data-selected:font-semibold data-selected:text-brand-600";
	underDevelopmentTabs = [
		labels.salesRecords,
		labels.transferRecords,
		labels.reviews
	];
}));
// src/machines/qualification.machine.ts
/**
* qualification: 查看资质, paying 100 yuan to see a supplier's qualification (spec §2 the
* qualification dialog, §3 extend, §4, §6, §7 POST /api/mini/supply/info and the payment page,
* §8 已取消支付, §9 100 yuan).
*
*   idle ┬ quiet      ──user.viewQualification {uid}──▶ checking ──paid before──────────────▶ shown
*        ├ cancelled  (已取消支付)                          ├ unpaid ──▶ confirming ──取消──▶ idle.cancelled
*        └ failed ──重试──▶ checking                        └ error ──▶ idle.failed    └─确定─▶ startingPayment
*   startingPayment (the tab opens in the click, the order is created) ┬ tab opened ─▶ paying.awaiting
*                                                                     ├ tab blocked ▶ paying.blocked
*                                                                     └ error ──────▶ idle.failed
*   paying (watchPayment: the payment tab says paid / cancelled) ─paid─▶ fetching ─▶ shown
*     ├ blocked ──user.openPaymentPage (the link)──▶ awaiting          └ cancelled ─▶ idle.cancelled
*     ├ awaiting (paymentWindow) ┬ waiting ──statusPoll──▶ polling ──pending──▶ waiting
*     │                          └ checkFailed ─statusPoll─▶ polling ─error─▶ checkFailed
*     │        └──paymentWindow──▶ unconfirmed
*     └ unconfirmed ┬ quiet | stillPending | checkFailed ──我已支付，再次检查──▶ rechecking
*                   └ rechecking ─paid─▶ fetching · cancelled ─▶ idle.cancelled · pending/error ─▶ back
*     any paying state ──取消 (user.stopWaiting)──▶ idle.quiet
*   fetching ──▶ shown (each field 点击查看 until revealed) ──close──▶ idle.quiet
*                └─error─▶ idle.failed
*   any state ──session.ended (the page: the buyer logged out or changed)──▶ idle.quiet
*
* Why so:
* - `checking` asks the server first: a buyer who paid for this supplier before (another day,
*   another tab) sees the qualification without paying twice; only the server's refusal (code 0,
*   unpaid) leads to the 100 yuan confirmation.
* - The payment page must open in the click's user activation, or a popup blocker stops it: the
*   startPayment actor (provided by the route) opens a blank tab synchronously, before its first
*   await, then creates the order and sends the tab there. A blocked tab is said so, with a link.
* - The payment tab is another page: the page hears of the result from it (watchPayment, a
*   BroadcastChannel the sandbox's result page posts on) or by polling the order's status, for a
*   bounded time (paymentWindow); after that the buyer checks again by hand (我已支付，再次检查).
*   A failed status check is not a failed payment: the page keeps waiting and says why.
* - 重试 and 查看资质 after a failure go through `checking` again, so whatever happened before
*   (an order paid but not fetched) never makes the buyer pay twice.
* - The qualification's values stay in context: the view gets a field's value only once the
*   buyer has clicked its 点击查看 (spec §2), and closing the dialog forgets them.
* - The login gate is the page's: this chart hears user.viewQualification only from a buyer.
*   Busy states take no user.viewQualification: a second click does nothing.
* - So is the session: when the buyer who asked is gone, the page says session.ended and the flow
*   ends wherever it is; the revealed values, the order and the polling (its states are left) go
*   with it, so the next buyer at this screen sees none of them.
*/
/**
* The server's refusal for want of payment: an answer (HTTP 200) with code 0 (server/routes/
* supplier.ts MSG_QUALIFICATION_UNPAID). Machines do not import services, so the error's shape
* is read (services/api-error.ts: kind 'rejected', code).
*/
function isUnpaidRefusal$1(error) {
	return typeof error === "object" && error !== null && "kind" in error && error.kind === "rejected" && "code" in error && error.code === 0;
}
function rowsOf$1({ qualification, revealed }) {
	if (!qualification) return [];
	return FIELDS$1.map((field) => ({
		field,
		label: qualificationFields[field],
		value: revealed.includes(field) ? qualification[field] : null
	}));
}
/** What the confirm, waiting and qualification dialogs show, derived from the snapshot only. */
function toQualificationView$1(snapshot) {
	const { context } = snapshot;
	const stage = paymentStages$1.find(([, value]) => snapshot.matches(value))?.[0];
	const shown = snapshot.matches("shown");
	const rows = shown ? rowsOf$1(context) : [];
	const notice = snapshot.matches({ idle: "cancelled" }) ? { kind: "cancelled" } : snapshot.matches({ idle: "failed" }) ? {
		kind: "failed",
		message: context.error
	} : null;
	return {
		checking: snapshot.matches("checking"),
		confirm: {
			open: snapshot.matches("confirming") || snapshot.matches("startingPayment"),
			starting: snapshot.matches("startingPayment")
		},
		payment: stage && context.order ? {
			stage,
			payUrl: context.order.payUrl,
			error: stage === "checkFailed" || stage === "recheckFailed" ? context.error : null
		} : null,
		qualification: {
			open: shown || snapshot.matches("fetching"),
			loading: snapshot.matches("fetching"),
			rows,
			allRevealed: rows.every((row) => row.value !== null)
		},
		notice
	};
}
var FIELDS$1, notProvided$5, outputIs$1, qualificationMachine$1, paymentStages$1;
var init_qualification_machine$1 = __esmMin((() => {
	init_copy();
	init_api_failure();
	FIELDS$1 = Object.keys(qualificationFields);
	notProvided$5 = (name) => async () => {
		throw new Error(`qualification: the ${name} actor was not provided`);
	};
	outputIs$1 = (event, status) => typeof event === "object" && event !== null && "output" in event && event.output === status;
	qualificationMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: {
			loadQualification: fromPromise(notProvided$5("loadQualification")),
			startPayment: fromPromise(notProvided$5("startPayment")),
			watchPayment: fromPromise(notProvided$5("watchPayment")),
			checkPayment: fromPromise(notProvided$5("checkPayment"))
		},
		delays: {
			/** between two status checks while the buyer pays */
			statusPoll: 3e3,
			/** how long the page polls before it asks the buyer to check by hand (2 minutes) */
			paymentWindow: 12e4
		},
		guards: {
			unpaid: ({ event }) => "error" in event && isUnpaidRefusal$1(event.error),
			tabOpened: ({ event }) => "output" in event && event.output.opened,
			paid: ({ event }) => outputIs$1(event, "paid"),
			cancelled: ({ event }) => outputIs$1(event, "cancelled")
		},
		actions: {
			assignUid: assign({ uid: ({ event }) => event.type === "user.viewQualification" ? event.uid : 0 }),
			assignOrder: assign({ order: ({ event }) => {
				const { orderNo, payUrl } = event.output;
				return {
					orderNo,
					payUrl
				};
			} }),
			assignQualification: assign({
				qualification: ({ event }) => event.output,
				revealed: [],
				error: null
			}),
			assignError: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
			forget: assign({
				order: null,
				qualification: null,
				revealed: [],
				error: null
			}),
			revealField: assign({ revealed: ({ context, event }) => event.type === "user.revealField" && !context.revealed.includes(event.field) ? [...context.revealed, event.field] : context.revealed }),
			revealAll: assign({ revealed: () => [...FIELDS$1] })
		}
	}).createMachine({
		id: "qualification",
		context: ({ input }) => ({
			...input,
			uid: 0,
			order: null,
			qualification: null,
			revealed: [],
			error: null
		}),
		initial: "idle",
		on: { "session.ended": {
			target: ".idle.quiet",
			actions: ["forget", "assignUid"]
		} },
		states: {
			idle: {
				initial: "quiet",
				on: { "user.viewQualification": {
					target: "checking",
					actions: ["forget", "assignUid"]
				} },
				states: {
					quiet: {},
					cancelled: { on: { "user.dismissNotice": { target: "quiet" } } },
					failed: { on: {
						"user.retry": { target: "#qualification.checking" },
						"user.dismissNotice": {
							target: "quiet",
							actions: "forget"
						}
					} }
				}
			},
			checking: { invoke: {
				id: "loadQualification",
				src: "loadQualification",
				input: ({ context }) => ({ supplierId: context.supplierId }),
				onDone: {
					target: "shown",
					actions: "assignQualification"
				},
				onError: [{
					guard: "unpaid",
					target: "confirming"
				}, {
					target: "idle.failed",
					actions: "assignError"
				}]
			} },
			confirming: { on: {
				"user.confirmPayment": { target: "startingPayment" },
				"user.cancelPayment": { target: "idle.cancelled" }
			} },
			startingPayment: { invoke: {
				id: "startPayment",
				src: "startPayment",
				input: ({ context }) => ({ supplierId: context.supplierId }),
				onDone: [{
					guard: "tabOpened",
					target: "paying.awaiting",
					actions: "assignOrder"
				}, {
					target: "paying.blocked",
					actions: "assignOrder"
				}],
				onError: {
					target: "idle.failed",
					actions: "assignError"
				}
			} },
			paying: {
				initial: "awaiting",
				invoke: {
					id: "watchPayment",
					src: "watchPayment",
					input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
					onDone: [{
						guard: "paid",
						target: "fetching"
					}, { target: "idle.cancelled" }],
					onError: {}
				},
				on: { "user.stopWaiting": {
					target: "idle.quiet",
					actions: "forget"
				} },
				states: {
					blocked: { on: { "user.openPaymentPage": { target: "awaiting" } } },
					awaiting: {
						initial: "waiting",
						after: { paymentWindow: { target: "unconfirmed" } },
						states: {
							waiting: { after: { statusPoll: { target: "polling" } } },
							polling: { invoke: {
								id: "checkPayment",
								src: "checkPayment",
								input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
								onDone: [
									{
										guard: "paid",
										target: "#qualification.fetching"
									},
									{
										guard: "cancelled",
										target: "#qualification.idle.cancelled"
									},
									{ target: "waiting" }
								],
								onError: {
									target: "checkFailed",
									actions: "assignError"
								}
							} },
							checkFailed: { after: { statusPoll: { target: "polling" } } }
						}
					},
					unconfirmed: {
						initial: "quiet",
						states: {
							quiet: { on: { "user.recheckPayment": { target: "rechecking" } } },
							stillPending: { on: { "user.recheckPayment": { target: "rechecking" } } },
							checkFailed: { on: { "user.recheckPayment": { target: "rechecking" } } },
							rechecking: { invoke: {
								id: "checkPayment",
								src: "checkPayment",
								input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
								onDone: [
									{
										guard: "paid",
										target: "#qualification.fetching"
									},
									{
										guard: "cancelled",
										target: "#qualification.idle.cancelled"
									},
									{ target: "stillPending" }
								],
								onError: {
									target: "checkFailed",
									actions: "assignError"
								}
							} }
						}
					}
				}
			},
			fetching: { invoke: {
				id: "loadQualification",
				src: "loadQualification",
				input: ({ context }) => ({ supplierId: context.supplierId }),
				onDone: {
					target: "shown",
					actions: "assignQualification"
				},
				onError: {
					target: "idle.failed",
					actions: "assignError"
				}
			} },
			shown: { on: {
				"user.revealField": { actions: "revealField" },
				"user.revealAll": { actions: "revealAll" },
				"user.closeQualification": {
					target: "idle.quiet",
					actions: "forget"
				}
			} }
		}
	});
	paymentStages$1 = [
		["blocked", { paying: "blocked" }],
		["waiting", { paying: { awaiting: "waiting" } }],
		["polling", { paying: { awaiting: "polling" } }],
		["checkFailed", { paying: { awaiting: "checkFailed" } }],
		["unconfirmed", { paying: { unconfirmed: "quiet" } }],
		["stillPending", { paying: { unconfirmed: "stillPending" } }],
		["recheckFailed", { paying: { unconfirmed: "checkFailed" } }],
		["rechecking", { paying: { unconfirmed: "rechecking" } }]
	];
}));
// src/views/qualification-notice.tsx
/** The notices beside 查看资质: the first check under way, 已取消支付, a failure with 重试. */
function QualificationNotice({ view, send }) {
	if (view.checking) return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "mt-2 text-sm text-neutral-600",
		children: appText.qualificationChecking
	});
	if (!view.notice) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "mt-2",
		children: view.notice.kind === "cancelled" ? /* @__PURE__ */ jsx(InlineNotice, {
			tone: "info",
			onDismiss: () => send({ type: "user.dismissNotice" }),
			children: notices.paymentCancelled
		}) : /* @__PURE__ */ jsx(RetryNotice, {
			title: appText.qualificationFailed,
			message: view.notice.message,
			onRetry: () => send({ type: "user.retry" }),
			onDismiss: () => send({ type: "user.dismissNotice" })
		})
	});
}
var init_qualification_notice = __esmMin((() => {
	init_copy();
	init_inline_notice();
	init_retry_notice();
}));
// src/views/qualification-dialogs.tsx
/**
* 查看资质's views (spec §2 the qualification dialog, §4, §8): the notices under the supplier
* card (正在查询, 已取消支付, a failure with 重试), the 100 yuan confirmation (查看供应商资质需支付
* 100元，是否继续？ with 确定 / 取消), the waiting dialog while the buyer pays in the other tab
* (a link when the tab was blocked, 我已支付，再次检查 once the page stops polling), and the
* qualification dialog whose eight fields each show 点击查看 until clicked.
*
* All of it renders the qualification machine's view: the values a field hides are not in it
* until revealed. `modal` false draws the same layers inline, for /flows, where a modal would
* make the demo's own controls unreachable while a call waits.
*/
var qualification_dialogs_exports = /* @__PURE__ */ __exportAll({ QualificationDialogs: () => QualificationDialogs$1 });
/** A dialog over the page, or (modal false) the same content in a plain section. */
function Layer({ open, modal, title, onClose, wide = false, children }) {
	const titleId = useId();
	const panel = `w-full ${wide ? "max-w-xl" : "max-w-md"} rounded-lg bg-white p-5`;
	const titleClass = "mb-3 text-lg font-semibold text-neutral-900";
	if (!modal) {
		if (!open) return null;
		return /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": titleId,
			className: `${panel} border border-neutral-200`,
			children: [/* @__PURE__ */ jsx("h2", {
				id: titleId,
				className: titleClass,
				children: title
			}), children]
		});
	}
	return /* @__PURE__ */ jsxs(Dialog, {
		open,
		onClose,
		className: "fixed inset-0 z-50 flex items-center justify-center p-4",
		children: [/* @__PURE__ */ jsx("div", {
			className: "fixed inset-0 bg-black/40",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs(DialogPanel, {
			className: `relative max-h-full overflow-y-auto shadow-xl ${panel}`,
			children: [/* @__PURE__ */ jsx(DialogTitle, {
				className: titleClass,
				children: title
			}), children]
		})]
	});
}
/** The confirmation, the waiting dialog and the qualification dialog: at most one is open. */
function QualificationDialogs$1({ view, send, modal = true }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(Layer, {
			open: view.confirm.open,
			modal,
			title: dialogText.payConfirmTitle,
			onClose: () => send({ type: "user.cancelPayment" }),
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-neutral-800",
				children: notices.payConfirm
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-5 flex justify-end gap-3",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					disabled: view.confirm.starting,
					onClick: () => send({ type: "user.cancelPayment" }),
					className: secondaryButton,
					children: labels.cancel
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					disabled: view.confirm.starting,
					"aria-busy": view.confirm.starting,
					onClick: () => send({ type: "user.confirmPayment" }),
					className: busyPrimary,
					children: view.confirm.starting ? dialogText.payStarting : labels.confirm
				})]
			})]
		}),
		/* @__PURE__ */ jsx(Layer, {
			open: view.payment !== null,
			modal,
			title: dialogText.payWaitingTitle,
			onClose: () => send({ type: "user.stopWaiting" }),
			children: view.payment && /* @__PURE__ */ jsx(PaymentBody, {
				payment: view.payment,
				send
			})
		}),
		/* @__PURE__ */ jsx(Layer, {
			open: view.qualification.open,
			modal,
			wide: true,
			title: dialogText.qualificationTitle,
			onClose: () => send({ type: "user.closeQualification" }),
			children: view.qualification.loading ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "py-6 text-center text-neutral-600",
				children: dialogText.qualificationLoading
			}) : /* @__PURE__ */ jsx(QualificationBody, {
				rows: view.qualification.rows,
				allRevealed: view.qualification.allRevealed,
				send
			})
		})
	] });
}
function PaymentBody({ payment, send }) {
	const { stage, payUrl, error } = payment;
	const stop = /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick: () => send({ type: "user.stopWaiting" }),
		className: secondaryButton,
		children: labels.cancel
	});
	if (stage === "blocked") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "text-neutral-800",
		children: dialogText.payPopupBlocked
	}), /* @__PURE__ */ jsxs("div", {
		className: "mt-5 flex items-center justify-end gap-3",
		children: [stop, /* @__PURE__ */ jsx("a", {
			href: payUrl,
			target: "_blank",
			rel: "noopener",
			onClick: () => send({ type: "user.openPaymentPage" }),
			className: primaryButton,
			children: dialogText.openPaymentPage
		})]
	})] });
	const unconfirmed = unconfirmedStages.has(stage);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: "text-neutral-800",
			children: unconfirmed ? dialogText.payUnconfirmed : dialogText.payWaiting
		}),
		stage === "polling" && /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-sm text-neutral-500",
			children: dialogText.payPolling
		}),
		(stage === "checkFailed" || stage === "recheckFailed" || stage === "stillPending") && /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "mt-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700",
			children: [/* @__PURE__ */ jsx("p", { children: stage === "checkFailed" ? dialogText.payCheckFailed : stage === "recheckFailed" ? dialogText.payRecheckFailed : dialogText.payStillPending }), error && /* @__PURE__ */ jsx("p", { children: error })]
		}),
		/* @__PURE__ */ jsx("p", {
			className: "mt-3 text-sm",
			children: /* @__PURE__ */ jsx("a", {
				href: payUrl,
				target: "_blank",
				rel: "noopener",
				className: linkClass,
				children: dialogText.reopenPaymentPage
			})
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "mt-5 flex justify-end gap-3",
			children: [stop, unconfirmed && /* @__PURE__ */ jsx("button", {
				type: "button",
				disabled: stage === "rechecking",
				"aria-busy": stage === "rechecking",
				onClick: () => send({ type: "user.recheckPayment" }),
				className: busyPrimary,
				children: stage === "rechecking" ? dialogText.rechecking : dialogText.recheckPayment
			})]
		})
	] });
}
function QualificationBody({ rows, allRevealed, send }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dl", {
		className: "grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm",
		children: rows.map((row) => /* @__PURE__ */ jsxs("div", {
			className: "contents",
			children: [/* @__PURE__ */ jsx("dt", {
				className: "text-neutral-500",
				children: row.label
			}), /* @__PURE__ */ jsx("dd", {
				className: "min-w-0 break-words text-neutral-900",
				children: row.value === null ? /* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": fill(dialogText.revealField, { field: row.label }),
					onClick: () => send({
						type: "user.revealField",
						field: row.field
					}),
					className: "text-brand-600 underline underline-offset-2 hover:text-brand-700",
					children: notices.clickToView
				}) : row.value
			})]
		}, row.field))
	}), /* @__PURE__ */ jsxs("div", {
		className: "mt-5 flex justify-end gap-3",
		children: [!allRevealed && /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => send({ type: "user.revealAll" }),
			className: secondaryButton,
			children: dialogText.revealAll
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			onClick: () => send({ type: "user.closeQualification" }),
			className: primaryButton,
			children: dialogText.close
		})]
	})] });
}
var secondaryButton, busyPrimary, linkClass, unconfirmedStages;
var init_qualification_dialogs = __esmMin((() => {
	init_copy();
	init_dialog_text();
	init_message_panel();
	secondaryButton = "rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60";
	busyPrimary = `${primaryButton} disabled:cursor-wait disabled:opacity-70`;
	linkClass = "text-brand-600 underline underline-offset-2 hover:text-brand-700";
	unconfirmedStages = /* @__PURE__ */ new Set([
		"unconfirmed",
		"stillPending",
		"recheckFailed",
		"rechecking"
	]);
}));
// src/views/qualification-part.tsx
/**
* 查看资质's notices under the supplier card and its dialogs, subscribed to the qualification child
* (spawned by the detail page once the flow's code has loaded). The button itself is the card's:
* it goes to the page, which checks the login before handing it over.
*/
var qualification_part_exports = /* @__PURE__ */ __exportAll({ QualificationPart: () => QualificationPart$1 });
function QualificationPart$1({ actor }) {
	const qualification = useSelector(actor, toQualificationView$1);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(QualificationNotice, {
		view: qualification,
		send: actor.send
	}), /* @__PURE__ */ jsx(QualificationDialogs, {
		open: qualification.confirm.open || qualification.payment !== null || qualification.qualification.open,
		view: qualification,
		send: actor.send
	})] });
}
var QualificationDialogs;
var init_qualification_part = __esmMin((() => {
	init_qualification_machine$1();
	init_lazy_part();
	init_qualification_notice();
	QualificationDialogs = lazyDialog(() => Promise.resolve().then(() => (init_qualification_dialogs(), qualification_dialogs_exports)), (m) => m.QualificationDialogs);
}));
// src/views/detail-page-view.tsx
/**
* The detail page's headless view: renders one detailPage snapshot (via toDetailPageView), and
* its children's views through their own subscriptions, so a quantity change re-renders the
* size table, not the page. The loading skeleton keeps the ready layout's boxes (the 400×400
* gallery and its strip, the information column, the supplier card) so nothing jumps when the
* data arrives.
*
* Layout (spec §2, issue #3): gallery left with the supplier card under it, information right;
* below, the tabs and the recommended goods. On a phone the information comes right after the
* gallery, then the supplier card.
*/
function DetailPageView({ view, send, env }) {
	if (view.status === "notFound") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Breadcrumb, { crumbs: plushCrumbs }), /* @__PURE__ */ jsx(MessagePanel, { title: appText.goodsNotFound })] });
	if (view.status === "failed") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Breadcrumb, { crumbs: plushCrumbs }), /* @__PURE__ */ jsx(FailurePanel, {
		title: appText.loadFailed,
		error: view.error,
		onRetry: () => send({ type: "user.retry" })
	})] });
	const goods = view.status === "ready" ? view.goods : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(Breadcrumb, { crumbs: [...plushCrumbs, ...goods ? [{ label: goods.PName }] : []] }),
		/* @__PURE__ */ jsxs("article", {
			"aria-busy": !goods,
			className: "grid gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[400px_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-x-6",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "min-w-0 md:col-start-1 md:row-start-1",
					children: [goods && view.parts.gallery ? /* @__PURE__ */ jsx(RegionBoundary, {
						name: appText.gallery,
						resetKey: goods.ID,
						children: /* @__PURE__ */ jsx(Gallery, { actor: view.parts.gallery })
					}) : /* @__PURE__ */ jsx(GallerySkeleton, {}), goods && (view.parts.download || view.parts.platformChooser) && /* @__PURE__ */ jsx(RegionBoundary, {
						name: appText.assetActions,
						resetKey: goods.ID,
						children: /* @__PURE__ */ jsxs(AssetActions, { children: [view.parts.download && /* @__PURE__ */ jsx(Download, { actor: view.parts.download }), view.parts.platformChooser && /* @__PURE__ */ jsx(PlatformChooser, { actor: view.parts.platformChooser })] })
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "min-w-0 md:col-start-2 md:row-span-2 md:row-start-1",
					children: goods ? /* @__PURE__ */ jsx(RegionBoundary, {
						name: appText.goodsInfoRegion,
						resetKey: goods.ID,
						children: /* @__PURE__ */ jsxs(GoodsInfo, {
							goods,
							notice: view.notice,
							favourite: view.parts.favourite && /* @__PURE__ */ jsx(Favourite, {
								actor: view.parts.favourite,
								send
							}),
							findSimilar: view.parts.findSimilar && /* @__PURE__ */ jsx(FindSimilar, {
								actor: view.parts.findSimilar,
								gallery: view.parts.gallery
							}),
							children: [/* @__PURE__ */ jsx(RegionBoundary, {
								name: appText.selectionRegion,
								resetKey: goods.ID,
								children: view.parts.selection && /* @__PURE__ */ jsx(Selection, {
									actor: view.parts.selection,
									send
								})
							}), /* @__PURE__ */ jsx(RegionBoundary, {
								name: appText.purchaseRegion,
								resetKey: goods.ID,
								children: view.parts.purchase && view.parts.selection && /* @__PURE__ */ jsx(Purchase, {
									actor: view.parts.purchase,
									selection: view.parts.selection,
									send,
									imageHost: env.imageHost
								})
							})]
						})
					}) : /* @__PURE__ */ jsx(InfoSkeleton, {})
				}),
				/* @__PURE__ */ jsx("div", {
					className: "min-w-0 md:col-start-1 md:row-start-2",
					children: goods ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RegionBoundary, {
						name: appText.supplierRegion,
						resetKey: goods.ID,
						children: /* @__PURE__ */ jsx(SupplierPart, {
							part: view.supplier,
							send,
							shopUrl: env.shopUrl,
							today: env.today
						})
					}), /* @__PURE__ */ jsx(RegionBoundary, {
						name: labels.qualification,
						resetKey: goods.ID,
						children: view.parts.qualification ? /* @__PURE__ */ jsx(QualificationPart, { actor: view.parts.qualification }) : /* @__PURE__ */ jsx(QualificationFlowNotice, {
							flow: view.qualificationFlow,
							send
						})
					})] }) : /* @__PURE__ */ jsx(SupplierCardSkeleton, {})
				})
			]
		}),
		goods && /* @__PURE__ */ jsxs("div", {
			className: "mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_220px]",
			children: [view.parts.imagePreview && /* @__PURE__ */ jsx(RegionBoundary, {
				name: labels.detailImages,
				resetKey: goods.ID,
				children: /* @__PURE__ */ jsx(DetailImages, { actor: view.parts.imagePreview })
			}), /* @__PURE__ */ jsx(RegionBoundary, {
				name: labels.recommended,
				resetKey: goods.ID,
				children: /* @__PURE__ */ jsx(RecommendedPart, {
					part: view.recommended,
					send,
					imageHost: env.imageHost
				})
			})]
		})
	] });
}
/** The gallery, subscribed to its own child: a pointer move over the zoom re-renders only it. */
function Gallery({ actor }) {
	const gallery = useSelector(actor, toGalleryView$1);
	return /* @__PURE__ */ jsx(GalleryView, {
		view: gallery,
		send: actor.send
	});
}
/**
* The colour buttons, 整色填充, the size rows and the cart summary, each subscribed to the
* selection child on its own (selection-part.tsx), so a quantity change re-renders its row and the
* totals, not the page. A colour choice goes to the page (the gallery follows it too); quantities
* go straight to the selection.
*/
function Selection({ actor, send }) {
	return /* @__PURE__ */ jsx(SelectionPart, {
		actor,
		send
	});
}
/**
* The purchase buttons, their notice and the success dialog, subscribed to the purchase child.
* 加入购物车 and 立即购买 go to the page, which checks the login before handing them over.
*/
function Purchase({ actor, selection, send, imageHost }) {
	const purchase = useSelector(actor, toPurchaseView$1);
	const sendPage = ({ type }) => send({
		type,
		lines: selectionLinesOf$1(selection.getSnapshot())
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "pt-3",
		children: [/* @__PURE__ */ jsx(PurchaseBar, {
			view: purchase,
			send: actor.send,
			sendPage
		}), /* @__PURE__ */ jsx(AddedToCartDialog, {
			open: purchase.added.open,
			view: purchase.added,
			onClose: () => actor.send({ type: "user.closeAdded" }),
			imageHost
		})]
	});
}
/** 收藏商品 and its notice, subscribed to the favourite child. */
function Favourite({ actor, send }) {
	const favourite = useSelector(actor, toFavouriteView$1);
	return /* @__PURE__ */ jsx(FavouriteAction, {
		view: favourite,
		send: actor.send,
		sendPage: send
	});
}
/** 查看资質 while its flow's code loads (正在查询资质…), or why it could not, with 重试. */
function QualificationFlowNotice({ flow, send }) {
	if (flow.loading) return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "mt-2 text-sm text-neutral-600",
		children: appText.qualificationChecking
	});
	if (!flow.failed) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "mt-2",
		children: /* @__PURE__ */ jsx(RetryNotice, {
			title: appText.qualificationFlowFailed,
			message: flow.error,
			onRetry: () => send({ type: "user.viewQualification" })
		})
	});
}
/**
* 找相似 and its notice, subscribed to the findSimilar child. The cover goes with the click, as
* the gallery shows it at that moment (spec §5), read from the gallery child like Purchase reads
* the selection.
*/
function FindSimilar({ actor, gallery }) {
	const findSimilar = useSelector(actor, toFindSimilarView$1);
	const cover = () => gallery ? coverStillOf(gallery.getSnapshot()) : "";
	return /* @__PURE__ */ jsx(FindSimilarAction, {
		view: findSimilar,
		send: actor.send,
		cover
	});
}
/** 下载图片视频, 下载视频, the progress ring and their notice, subscribed to the download child. */
function Download({ actor }) {
	const download = useSelector(actor, toDownloadView$1);
	return /* @__PURE__ */ jsx(DownloadActions, {
		view: download,
		send: actor.send
	});
}
/** 上传到平台 with its dialog and notice, subscribed to the platformChooser child. */
function PlatformChooser({ actor }) {
	const chooser = useSelector(actor, toPlatformChooserView$1);
	return /* @__PURE__ */ jsx(UploadAction, {
		view: chooser,
		send: actor.send
	});
}
/** The tabs and the preview, subscribed to the imagePreview child only. */
function DetailImages({ actor }) {
	const preview = useSelector(actor, toImagePreviewView$1);
	return /* @__PURE__ */ jsxs("div", {
		className: "min-w-0",
		children: [/* @__PURE__ */ jsx(DetailTabs, {
			preview,
			send: actor.send,
			fallback: /* @__PURE__ */ jsx("div", { className: "min-h-40 rounded-lg bg-white shadow-sm" })
		}), /* @__PURE__ */ jsx(ImagePreviewDialog, {
			open: preview.open,
			view: preview,
			send: actor.send
		})]
	});
}
function GallerySkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		"aria-hidden": "true",
		className: "w-[400px] max-w-full",
		children: [/* @__PURE__ */ jsx("div", { className: "aspect-square w-full animate-pulse rounded border border-neutral-200 bg-neutral-100" }), /* @__PURE__ */ jsxs("div", {
			className: "mt-2 flex gap-1",
			children: [
				/* @__PURE__ */ jsx("div", { className: "w-5 shrink-0" }),
				/* @__PURE__ */ jsx("div", {
					className: "grid flex-1 grid-cols-5 gap-[3px]",
					children: [
						0,
						1,
						2,
						3,
						4
					].map((i) => /* @__PURE__ */ jsx("div", { className: "aspect-square animate-pulse rounded-sm border-2 border-neutral-200 bg-neutral-100" }, i))
				}),
				/* @__PURE__ */ jsx("div", { className: "w-5 shrink-0" })
			]
		})]
	});
}
function InfoSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-3",
		role: "status",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "sr-only",
				children: appText.loading
			}),
			/* @__PURE__ */ jsx("div", { className: "h-7 w-3/4 animate-pulse rounded bg-neutral-200" }),
			/* @__PURE__ */ jsx("div", { className: "h-8 w-1/2 animate-pulse rounded bg-neutral-100" }),
			/* @__PURE__ */ jsx("div", { className: "h-14 animate-pulse rounded bg-brand-50" }),
			/* @__PURE__ */ jsx("div", { className: "h-24 animate-pulse rounded bg-neutral-100" }),
			/* @__PURE__ */ jsx("div", { className: "h-48 animate-pulse rounded bg-neutral-100" })
		]
	});
}
var AddedToCartDialog, ImagePreviewDialog, DetailTabs, QualificationPart;
var init_detail_page_view = __esmMin((() => {
	init_copy();
	init_download_machine$1();
	init_favourite_machine$1();
	init_find_similar_machine$1();
	init_gallery_machine$1();
	init_image_preview_machine$1();
	init_platform_chooser_machine$1();
	init_purchase_machine$1();
	init_selection_machine$1();
	init_asset_actions();
	init_detail_side_parts();
	init_favourite_action();
	init_find_similar_action();
	init_gallery_view();
	init_goods_info();
	init_lazy_part();
	init_message_panel();
	init_page_frame();
	init_purchase_bar();
	init_region_boundary();
	init_retry_notice();
	init_selection_part();
	init_supplier_card_placeholders();
	AddedToCartDialog = lazyDialog(() => Promise.resolve().then(() => (init_added_to_cart_dialog(), added_to_cart_dialog_exports)), (m) => m.AddedToCartDialog);
	ImagePreviewDialog = lazyDialog(() => Promise.resolve().then(() => (init_image_preview_dialog(), image_preview_dialog_exports)), (m) => m.ImagePreviewDialog);
	DetailTabs = lazyPart(() => Promise.resolve().then(() => (init_detail_tabs(), detail_tabs_exports)), (m) => m.DetailTabs);
	QualificationPart = lazyPart(() => Promise.resolve().then(() => (init_qualification_part(), qualification_part_exports)), (m) => m.QualificationPart);
}));
// src/routes/served-page.tsx
/**
* What the server knew when it rendered a page (issue #17), for the views that would otherwise
* ask the browser: the page's origin (the QR code's absolute /shop URL) and, on /detail?id=N, the
* goods or the fact that there is none. The browser renders without this context and reads the
* same facts from the page (window.location, the JSON our server embeds), so that its first
* render, the hydration, equals the server's.
*/
/** The page's origin: the server's request while rendering there, else the browser's location. */
function pageOrigin(served) {
	return served ? served.origin : window.location.origin;
}
var ServedPageContext, useServedPage;
var init_served_page = __esmMin((() => {
	ServedPageContext = createContext(null);
	useServedPage = () => useContext(ServedPageContext);
}));
// src/services/zip-download.ts
var zip_download_exports = /* @__PURE__ */ __exportAll({
	DownloadError: () => DownloadError,
	FETCH_SHARE: () => 90,
	buildZip: () => buildZip,
	collectZip: () => collectZip,
	downloadVideo: () => downloadVideo,
	downloadZip: () => downloadZip,
	saveFile: () => saveFile
});
/** Fetches `files` and zips them in their order; resolves with the zip, not yet saved. */
async function collectZip(files, options = {}) {
	const { signal } = options;
	signal?.throwIfAborted();
	const report = progressReporter(options.onProgress, signal);
	report("fetching", 0);
	loadJszip();
	const entries = await fetchFiles(files, options.fetch ?? fetch, signal, (fraction) => report("fetching", 90 * fraction));
	signal?.throwIfAborted();
	report("zipping", 90);
	const blob = await buildZip(entries, { onPercent: (percent) => report("zipping", 90 + 10 * percent / 100) });
	signal?.throwIfAborted();
	report("zipping", 100);
	return blob;
}
/**
* The zip of `entries`, in their order, every one STOREd, built by jszip (its internal stream);
* `onPercent` gets jszip's own percent, 0–100. collectZip's second half; the benchmark
* (scripts/bench/zip.ts) times it against a plain concatenation of the same bytes.
*
* The entries' date is `now` in local time: jszip writes the Date's UTC fields into the zip's
* MS-DOS time, which has no time zone and which unzip and Explorer read as local time (jszip
* issue #369), so a buyer in China would see the files 8 hours older than they are. The Date
* handed to jszip is shifted by the time zone's offset, so its UTC fields are the local ones.
*/
async function buildZip(entries, options = {}) {
	const { default: JSZip } = await loadJszip();
	const now = options.now ?? /* @__PURE__ */ new Date();
	const date = /* @__PURE__ */ new Date(now.getTime() - now.getTimezoneOffset() * 6e4);
	const zip = new JSZip();
	for (const { name, bytes } of entries) zip.file(name, bytes, {
		binary: true,
		compression: "STORE",
		date
	});
	const parts = [];
	await new Promise((resolve, reject) => {
		zip.generateInternalStream({
			type: "uint8array",
			compression: "STORE"
		}).on("data", (chunk, metadata) => {
			parts.push(chunk);
			options.onPercent?.(metadata.percent);
		}).on("error", reject).on("end", resolve).resume();
	});
	return new Blob(parts, { type: "application/zip" });
}
/** Saves a built file through the browser's download (file-saver's saveAs). */
async function saveFile(blob, fileName) {
	const { default: saveAs } = await import("file-saver");
	saveAs(blob, fileName);
}
/** 下载图片视频 in one call: collect the zip, then save it as `zipName`. */
async function downloadZip(request, options = {}) {
	const blob = await collectZip(request.files, options);
	await (options.save ?? saveFile)(blob, request.zipName);
}
/** 下载视频: fetch the mp4 (progress 0–100 while fetching) and save it under the file's name. */
async function downloadVideo(video, options = {}) {
	const { signal, onProgress } = options;
	signal?.throwIfAborted();
	const report = progressReporter(onProgress, signal);
	report("fetching", 0);
	const opened = await openFile(video, options.fetch ?? fetch, signal);
	const expected = opened.length;
	let received = 0;
	const bytes = await readBody(video, opened, signal, (chunk) => {
		received += chunk.byteLength;
		if (expected) report("fetching", 99 * Math.min(received, expected) / expected);
	});
	const blob = new Blob([bytes], { type: "video/mp4" });
	signal?.throwIfAborted();
	await (options.save ?? saveFile)(blob, video.name);
	report("fetching", 100);
}
/**
* jszip's module, one import for collectZip's early ask and buildZip's wait. A failed load (a
* dropped line) is forgotten, so the next download asks again; it is handled here, so a download
* that fails before the zip is built leaves no unhandled rejection behind.
*/
function loadJszip() {
	if (jszipLoading) return jszipLoading;
	const loading = importJszip();
	jszipLoading = loading;
	loading.catch(() => {
		if (jszipLoading === loading) jszipLoading = null;
	});
	return loading;
}
/**
* Every file's bytes, in the order of `files` whatever order they come in, at most
* CONCURRENT_FETCHES at a time; `onFraction` gets the fetched share of all bytes (0–1) with every
* answer's headers and every chunk received.
*/
async function fetchFiles(files, fetchFn, signal, onFraction) {
	const tally = files.map(() => ({
		expected: null,
		received: 0,
		finished: false
	}));
	const reportFetched = () => onFraction(fetchedFraction(tally));
	const entries = [];
	await inPool(files.length, CONCURRENT_FETCHES, signal, async (index, poolSignal) => {
		const file = files[index];
		const state = tally[index];
		const opened = await openFile(file, fetchFn, poolSignal);
		if (opened.length !== null) {
			state.expected = opened.length;
			reportFetched();
		}
		const bytes = await readBody(file, opened, poolSignal, (chunk) => {
			state.received += chunk.byteLength;
			reportFetched();
		});
		state.finished = true;
		entries[index] = {
			name: file.name,
			bytes
		};
		reportFetched();
	});
	return entries;
}
/**
* Calls onProgress with whole percents, only when the percent grows or the phase changes, and
* never once the download is aborted (its listener, a stopped machine, is gone).
*/
function progressReporter(onProgress, signal) {
	let last = null;
	return (phase, raw) => {
		if (signal?.aborted) return;
		const percent = Math.min(100, Math.max(last?.percent ?? 0, Math.floor(raw + 1e-9)));
		if (last && percent === last.percent && phase === last.phase) return;
		last = {
			phase,
			percent
		};
		onProgress?.(last);
	};
}
/** The fetched share of all bytes, 0–1: each file weighs its length (an estimate until known). */
function fetchedFraction(tally) {
	const weightOf = (t) => t.finished ? t.received : t.expected;
	const known = tally.map(weightOf).filter((w) => w !== null);
	const average = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
	let total = 0;
	let done = 0;
	for (const t of tally) {
		const weight = weightOf(t) ?? average;
		total += weight;
		done += t.finished ? weight : Math.min(t.received, weight);
	}
	return total > 0 ? done / total : 1;
}
/**
* Runs `task` for 0…count-1, at most `limit` at a time. The first failure aborts the others (their
* fetches stop) and is thrown; the caller's signal aborts all.
*/
async function inPool(count, limit, signal, task) {
	const failed = new AbortController();
	const poolSignal = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
	let next = 0;
	const worker = async () => {
		while (next < count) {
			poolSignal.throwIfAborted();
			const index = next;
			next += 1;
			await task(index, poolSignal);
		}
	};
	const workers = Array.from({ length: Math.min(limit, count) }, () => worker().catch((error) => {
		failed.abort(error);
		throw error;
	}));
	const results = await Promise.allSettled(workers);
	signal?.throwIfAborted();
	const first = results.find((r) => r.status === "rejected" && !isAbort(r.reason));
	if (first) throw first.reason;
	const any = results.find((r) => r.status === "rejected");
	if (any) throw any.reason;
}
/** Requests one file; fails with a Chinese message naming it when the network or the server does. */
async function openFile(file, fetchFn, signal) {
	let response;
	try {
		response = await fetchFn(file.url, signal ? { signal } : {});
	} catch (error) {
		if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
		throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
	}
	if (!response.ok) throw new DownloadError(fill(appText.downloadFileFailed, {
		name: file.name,
		status: response.status
	}));
	return {
		response,
		length: declaredLength(response)
	};
}
/**
* One file's bytes, streamed into a single buffer of its Content-Length; `onChunk` sees every
* chunk as it arrives. Without a length (or when the server sent more than
* it said) the chunks are joined at the end: the one case where a file is briefly held twice.
*/
async function readBody(file, { response, length }, signal, onChunk) {
	if (!response.body) {
		const whole = new Uint8Array(await response.arrayBuffer());
		onChunk(whole);
		return whole;
	}
	const reader = response.body.getReader();
	let buffer = new Uint8Array(length ?? 0);
	let filled = 0;
	const extra = [];
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			if (filled + value.byteLength <= buffer.byteLength && extra.length === 0) buffer.set(value, filled);
			else extra.push(value);
			filled += value.byteLength;
			onChunk(value);
		}
	} catch (error) {
		if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
		throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
	}
	if (extra.length > 0) {
		const joined = new Uint8Array(filled);
		const head = filled - extra.reduce((sum, chunk) => sum + chunk.byteLength, 0);
		joined.set(buffer.subarray(0, head), 0);
		let offset = head;
		for (const chunk of extra) {
			joined.set(chunk, offset);
			offset += chunk.byteLength;
		}
		buffer = joined;
	}
	if (length !== null && filled < length) throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
	return buffer;
}
/** Content-Length as the number of body bytes, or null when absent or not about the body. */
function declaredLength(response) {
	if (response.headers.get("Content-Encoding")) return null;
	const value = Number(response.headers.get("Content-Length"));
	return Number.isSafeInteger(value) && value >= 0 && response.headers.has("Content-Length") ? value : null;
}
var CONCURRENT_FETCHES, DownloadError, importJszip, jszipLoading, isAbort;
var init_zip_download = __esmMin((() => {
	init_copy();
	CONCURRENT_FETCHES = 6;
	DownloadError = class extends Error {
		name = "DownloadError";
	};
	importJszip = () => import("jszip");
	jszipLoading = null;
	isAbort = (error) => error instanceof DOMException && error.name === "AbortError";
}));
// src/services/qualification-payment.ts
/**
* The qualification payment as the page runs it (spec §4, §7): the payment page opens in a new
* tab within the buyer's click, the order is created, the tab is sent to it; and the page hears
* from that tab when the order is settled.
*/
/**
* A blank tab opened now, while the click's user activation lasts (null when a popup blocker
* stopped it): the order it will show does not exist yet. The opener is cut at once, as
* new-tab.ts does; our handle still lets us send the tab on.
*/
function openPendingTab() {
	const tab = window.open("", "_blank");
	if (!tab) return null;
	tab.opener = null;
	try {
		tab.document.title = appText.payTabOpening;
		tab.document.body.textContent = appText.payTabOpening;
	} catch {}
	return tab;
}
/**
* 确定 on 查看供应商资质需支付100元: opens the tab SYNCHRONOUSLY (before the first await, so it
* must be called inside the click's handling: a fromPromise actor's body runs synchronously up to
* its first await), creates the order (POST /api/pay/create), then sends the tab to the payment
* page. `opened` is false when the tab was blocked or closed meanwhile: the page offers a link.
* A failed order, or `signal` aborting before the order is there, closes the blank tab and throws.
*/
async function startQualificationPayment(supplierId, signal) {
	const tab = openPendingTab();
	try {
		const order = await createQualificationPayment(supplierId, signal);
		signal?.throwIfAborted();
		const payUrl = paymentPageUrl(order);
		const opened = tab !== null && !tab.closed;
		if (opened) tab.location.replace(new URL(payUrl, window.location.href).href);
		return {
			orderNo: order.order_no,
			payUrl,
			opened
		};
	} catch (error) {
		tab?.close();
		throw error;
	}
}
/**
* Settles with 'paid' or 'cancelled' when the payment page of `orderNo` says the order is
* settled (its result page posts on PAYMENT_CHANNEL); never settles otherwise. Rejects at once
* where BroadcastChannel is missing: the page then relies on polling the status alone.
*/
function watchPaymentResult(orderNo, signal) {
	return new Promise((resolve, reject) => {
		if (typeof BroadcastChannel === "undefined") {
			reject(new Error(appText.paymentWatchUnsupported));
			return;
		}
		const channel = new BroadcastChannel(PAYMENT_CHANNEL);
		signal.addEventListener("abort", () => channel.close());
		channel.onmessage = (event) => {
			const message = v.safeParse(PaymentSettledMessage, event.data);
			if (!message.success || message.output.order_no !== orderNo) return;
			channel.close();
			resolve(message.output.status);
		};
	});
}
var init_qualification_payment = __esmMin((() => {
	init_copy();
	init_payment_api();
	init_schemas();
}));
// src/routes/qualification-flow.ts
/**
* 查看资质's chart with its real services (spec §4, §7), loaded by the detail route when a buyer
* first asks for it: neither the chart nor its payment code is in the detail page's first load.
*/
var qualification_flow_exports = /* @__PURE__ */ __exportAll({ liveQualificationMachine: () => liveQualificationMachine });
var liveQualificationMachine;
var init_qualification_flow = __esmMin((() => {
	init_qualification_machine$1();
	init_payment_api();
	init_qualification_payment();
	init_supplier_api();
	liveQualificationMachine = qualificationMachine$1.provide({ actors: {
		loadQualification: fromPromise(({ input, signal }) => fetchQualification(input.supplierId, signal)),
		startPayment: fromPromise(({ input, signal }) => startQualificationPayment(input.supplierId, signal)),
		watchPayment: fromPromise(({ input, signal }) => watchPaymentResult(input.orderNo, signal)),
		checkPayment: fromPromise(({ input, signal }) => fetchPaymentStatus(input.orderNo, signal))
	} });
}));
// src/routes/detail-route.tsx
/**
* /detail?id= (spec §2): validates the id, provides the real services to the detailPage machine
* and renders its view. One actor lives as long as the page: a new ?id (a link, back/forward)
* is sent to it as route.goodsChanged, and the chart reloads (its children restart with the
* new goods). The buyer's session (the root's actor, read through SessionContext) is carried
* into the page as session.changed / session.loginDismissed, and the page's requests for a
* login and the cart's new count are carried back.
*/
init_copy();
init_download_machine$1();
init_favourite_machine$1();
init_find_similar_machine$1();
init_platform_chooser_machine$1();
init_purchase_machine$1();
init_cart_api();
init_config();
init_detail_page_view();
init_lazy_part();
init_message_panel();
init_page_frame();
init_reimportable();
init_session_context();
init_search_params();
init_served_page();
var zipDownload = reimportable(() => Promise.resolve().then(() => (init_zip_download(), zip_download_exports)), (module) => "collectZip" in module ? module : void 0);
loadAtFirstInteraction(async () => {
	if (typeof window === "undefined" || window.location.pathname !== "/detail") return;
	await Promise.all([
		zipDownload(),
		import("jszip"),
		import("file-saver")
	]);
});
var qualificationFlow = reimportable(() => Promise.resolve().then(() => (init_qualification_flow(), qualification_flow_exports)), (module) => module.liveQualificationMachine);
var detailPageLogic = detailPageMachine$1.provide({ actors: {
	loadGoods: fromPromise(({ input, signal }) => loadGoodsDetail(input.id, input.uid, signal)),
	loadSupplier: fromPromise(({ input, signal }) => supplierFor(input, signal)),
	loadRecommended: fromPromise(({ input, signal }) => recommendedFor(input, signal)),
	purchase: purchaseMachine$1.provide({ actors: {
		saveCart: fromPromise(({ input }) => saveToCart(input.uid, input.goodsId, input.lines)),
		placeOrder: fromPromise(async ({ input }) => placeOrder(input))
	} }),
	favourite: favouriteMachine$1.provide({ actors: { saveFavourite: fromPromise(({ input }) => favouriteGoods(input.uid, input.pid)) } }),
	loadQualificationFlow: fromPromise(qualificationFlow),
	findSimilar: findSimilarMachine$1.provide({ actors: { findSimilar: fromPromise(({ input, signal }) => findSimilar(input.url, signal)) } }),
	download: downloadMachine$1.provide({ actors: {
		collectZip: fromPromise(async ({ input, signal }) => {
			import("jszip");
			import("file-saver");
			return (await zipDownload()).collectZip(input.files, {
				signal,
				onProgress: input.onProgress
			});
		}),
		saveZip: fromPromise(async ({ input }) => (await zipDownload()).saveFile(input.blob, input.fileName)),
		reportDownload: fromPromise(({ input }) => reportDownload(input.goodsId)),
		saveVideo: fromPromise(async ({ input, signal }) => (await zipDownload()).downloadVideo(input.video, {
			signal,
			onProgress: input.onProgress
		}))
	} }),
	platformChooser: platformChooserMachine$1.provide({ actors: { openUploadPage: fromPromise(async ({ input }) => openUploadPage(input.goodsId, input.platform)) } })
} });
function pageEnv(served, day) {
	return {
		imageHost: bases.imageHost,
		shopUrl: (supplierId) => new URL(`/shop?SID=${supplierId}`, pageOrigin(served)).href,
		today: day ?? calendarDay(/* @__PURE__ */ new Date())
	};
}
function firstData(served, goodsId) {
	if (!served) {
		const page = takeEmbeddedPage(goodsId);
		return {
			...page,
			supplier: page.goods ? takeEmbeddedSupplier(page.goods.SID) : null
		};
	}
	const known = served.detail?.goodsId === goodsId ? served.detail : void 0;
	const goods = known?.goods ?? null;
	return {
		goods,
		missing: known !== void 0 && known.goods === null,
		supplier: goods && known?.supplier ? {
			supplier: known.supplier,
			day: served.today
		} : null
	};
}
/** The page for one valid id; `logic` is the real one, or a test's with its own actors. */
function DetailPage({ goodsId, logic = detailPageLogic }) {
	const session = useSession();
	const sessionActor = useSessionActor();
	const uid = session?.view.uid ?? 0;
	const sendSession = session?.send;
	const navigate = useNavigate();
	const served = useServedPage();
	const [first] = useState(() => firstData(served, goodsId));
	const [snapshot, send, page] = useMachine(logic, { input: {
		goodsId,
		uid,
		imageHost: bases.imageHost,
		goods: first.goods,
		missing: first.missing,
		supplier: first.supplier?.supplier ?? null
	} });
	const view = useMemo(() => toDetailPageView$1(snapshot), [snapshot]);
	const [firstShown] = useState(() => first.goods ? view : withoutLargeParts(view));
	const shownView = useDeferredValue(view, firstShown);
	useEffect(() => {
		send({
			type: "route.goodsChanged",
			goodsId
		});
	}, [goodsId, send]);
	useEffect(() => {
		send({
			type: "session.changed",
			uid
		});
	}, [uid, send]);
	useEffect(() => {
		if (!sessionActor) return;
		const dismissed = sessionActor.on("loginDismissed", () => send({ type: "session.loginDismissed" }));
		return () => dismissed.unsubscribe();
	}, [sessionActor, send]);
	useEffect(() => {
		if (!sendSession) return;
		const asked = page.on("loginRequired", ({ reason }) => sendSession({
			type: "user.openLogin",
			reason
		}));
		return () => asked.unsubscribe();
	}, [page, sendSession]);
	const purchase = view.parts.purchase;
	useEffect(() => {
		if (!purchase || !sendSession) return;
		const saved = purchase.on("cart.saved", ({ count }) => sendSession({
			type: "cart.changed",
			count
		}));
		return () => saved.unsubscribe();
	}, [purchase, sendSession]);
	const similar = view.parts.findSimilar;
	useEffect(() => {
		if (!similar) return;
		const found = similar.on("found", ({ list, totalCount }) => {
			navigate({
				to: "/search",
				search: { data: {
					list,
					totalCount
				} }
			});
		});
		return () => found.unsubscribe();
	}, [similar, navigate]);
	return /* @__PURE__ */ jsx(DetailPageView, {
		view: shownView,
		send,
		env: pageEnv(served, first.supplier?.day ?? null)
	});
}
function DetailRoute() {
	const { id } = detailRoute.useSearch();
	return /* @__PURE__ */ jsx(PageFrame, { children: id === void 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Breadcrumb, { crumbs: plushCrumbs }), /* @__PURE__ */ jsx(MessagePanel, {
		tone: "error",
		title: appText.badGoodsId,
		children: appText.badGoodsIdHint
	})] }) : /* @__PURE__ */ jsx(DetailPage, { goodsId: id }) });
}
var detailRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/detail",
	validateSearch: validateDetailSearch,
	component: DetailRoute
});
// src/rules/paging.ts
/**
* Paging of the catalogue pages (/goods, /search?keyword=, /shop?SID=): how many pages a list
* has and which page links the pager shows. Pure, so the machine's view and the tests share it.
*/
/** Pages needed for `total` goods, `size` per page: 0 when there are none. */
function pageCount(total, size) {
	if (total <= 0 || size <= 0) return 0;
	return Math.ceil(total / size);
}
/**
* The pages the pager links to: the first, the last, and `span` pages either side of the
* current one; the rest become gaps. A gap would hide a single page, so that page is shown
* instead (a gap costs the same room as the link it replaces).
*/
function pagerItems(current, count, span = 2) {
	const shown = /* @__PURE__ */ new Set();
	for (let page = 1; page <= count; page += 1) if (page === 1 || page === count || Math.abs(page - current) <= span) shown.add(page);
	for (let page = 2; page < count; page += 1) if (!shown.has(page) && shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
	const items = [];
	let previous = 0;
	for (const page of [...shown].sort((a, b) => a - b)) {
		if (page - previous > 1) items.push({
			kind: "gap",
			key: `gap-${previous}`
		});
		items.push({
			kind: "page",
			page
		});
		previous = page;
	}
	return items;
}
var init_paging = __esmMin((() => {}));
// src/machines/goods-list.machine.ts
/**
* goodsList: one page of a catalogue list (spec §2: / home, /goods, /search?keyword=,
* /shop?SID=; docs/api.md the list, search, featured and shop calls).
*
*   loading ──done, cards──▶ ready
*      │ ──done, no cards──▶ empty
*      │ ──error 404───────▶ notFound
*      └ ──error───────────▶ failed ──user.retry──▶ loading
*
* Every actor loads one page of one list: the page number lives in the URL (?page=), so a page
* link is a navigation, back/forward work, and the route keys the actor by its search params.
* Hence no "go to page" event. `empty` is a state of its own because the buyer needs a different
* message (nothing matches, or the page is past the end) and no pager. Only a shop can be
* missing (an unknown SID, 404); retrying cannot make it exist, so notFound has no 重试.
*/
/** What the view shows, derived from the snapshot only. */
function toGoodsListView$1(snapshot) {
	const { query, imageHost, result, error } = snapshot.context;
	const loaded = snapshot.matches("ready") || snapshot.matches("empty") ? result : null;
	return {
		status: statuses$3.find((s) => snapshot.matches(s)) ?? "loading",
		query,
		imageHost,
		cards: loaded?.page.list ?? [],
		supplier: loaded?.supplier ?? null,
		page: loaded?.page.page ?? ("page" in query ? query.page : 1),
		pageCount: loaded ? pageCount(loaded.page.totalCount, loaded.page.size) : 0,
		totalCount: loaded?.page.totalCount ?? 0,
		error,
		canRetry: snapshot.can({ type: "user.retry" })
	};
}
var goodsListMachine$1, statuses$3;
var init_goods_list_machine$1 = __esmMin((() => {
	init_paging();
	init_api_failure();
	goodsListMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		actors: { loadPage: fromPromise(async () => {
			throw new Error("goodsList: the loadPage actor was not provided");
		}) },
		guards: {
			hasCards: ({ event }) => "output" in event && event.output.page.list.length > 0,
			listMissing: ({ event }) => "error" in event && failureStatus(event.error) === 404
		}
	}).createMachine({
		id: "goodsList",
		context: ({ input }) => ({
			...input,
			result: null,
			error: null
		}),
		initial: "loading",
		states: {
			loading: { invoke: {
				id: "loadPage",
				src: "loadPage",
				input: ({ context }) => context.query,
				onDone: [{
					guard: "hasCards",
					target: "ready",
					actions: assign({ result: ({ event }) => event.output })
				}, {
					target: "empty",
					actions: assign({ result: ({ event }) => event.output })
				}],
				onError: [{
					guard: "listMissing",
					target: "notFound"
				}, {
					target: "failed",
					actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null })
				}]
			} },
			ready: {},
			empty: {},
			notFound: {},
			failed: { on: { "user.retry": {
				target: "loading",
				actions: assign({ error: null })
			} } }
		}
	});
	statuses$3 = [
		"loading",
		"ready",
		"empty",
		"notFound",
		"failed"
	];
}));
// src/services/catalogue-api.ts
/** `signal`: the calling actor's, so a page left before its list arrives cancels the call. */
async function fetchGoodsPage(page, size = 20, signal) {
	return (await get(clients.site, "/api/goods/list", {
		page,
		size
	}, GoodsPageResponse, signal)).data;
}
async function searchGoods(keyword, page, size = 20, signal) {
	return (await get(clients.site, "/api/goods/search", {
		keyword,
		page,
		size
	}, GoodsPageResponse, signal)).data;
}
async function fetchShop(supplierId, page, size = 20, signal) {
	return (await get(clients.site, "/api/shop/goods", {
		sid: supplierId,
		page,
		size
	}, ShopResponse, signal)).data;
}
/** The most viewed goods, as one page (home). */
async function fetchFeaturedGoods(size = 10, signal) {
	return (await get(clients.site, "/api/goods/featured", { size }, GoodsPageResponse, signal)).data;
}
var init_catalogue_api = __esmMin((() => {
	init_http();
	init_schemas();
}));
// src/views/goods-grid.tsx
function GoodsGrid({ cards, imageHost, newTab }) {
	return /* @__PURE__ */ jsx("ul", {
		className: gridClass,
		children: cards.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(GoodsCardView$1, {
			card,
			imageHost,
			newTab
		}) }, card.ID))
	});
}
function GoodsGridSkeleton({ count }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			className: "sr-only",
			children: appText.loading
		}), /* @__PURE__ */ jsx("ul", {
			className: gridClass,
			"aria-hidden": "true",
			children: Array.from({ length: count }, (_, i) => i).map((i) => /* @__PURE__ */ jsxs("li", {
				className: "overflow-hidden rounded-lg bg-white shadow-sm",
				children: [/* @__PURE__ */ jsx("div", { className: "aspect-square w-full animate-pulse bg-neutral-200" }), /* @__PURE__ */ jsxs("div", {
					className: "space-y-2 p-2",
					children: [
						/* @__PURE__ */ jsx("div", { className: "h-4 animate-pulse rounded bg-neutral-200" }),
						/* @__PURE__ */ jsx("div", { className: "h-4 w-2/3 animate-pulse rounded bg-neutral-100" }),
						/* @__PURE__ */ jsx("div", { className: "h-5 w-1/3 animate-pulse rounded bg-neutral-100" })
					]
				})]
			}, i))
		})]
	});
}
var gridClass;
var init_goods_grid = __esmMin((() => {
	init_copy();
	init_goods_card();
	gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5";
}));
// src/views/pager.tsx
/**
* Page links of a catalogue list: each one changes ?page= in the URL (page 1 drops it), keeping
* the other search params (?keyword=, ?SID=), so back/forward walk the pages.
*/
/** A link to page `page` of the current list; the URL is all that changes. */
function PageLink({ page, className, children, label }) {
	return /* @__PURE__ */ jsx(Link, {
		to: ".",
		search: (previous) => ({
			...previous,
			page: page === 1 ? void 0 : page
		}),
		activeOptions: { exact: true },
		className,
		"aria-label": label,
		children
	});
}
function Pager({ page, pageCount }) {
	if (pageCount <= 1) return null;
	const link = `${cell$1} border-neutral-200 bg-white text-neutral-700 hover:border-brand-500 hover:text-brand-600`;
	const off = `${cell$1} border-neutral-200 bg-neutral-50 text-neutral-300`;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": catalogueText.pagination,
		className: "mt-6 flex justify-center",
		children: /* @__PURE__ */ jsxs("ul", {
			className: "flex flex-wrap items-center gap-1.5",
			children: [
				/* @__PURE__ */ jsx("li", { children: page > 1 ? /* @__PURE__ */ jsx(PageLink, {
					page: page - 1,
					className: link,
					children: catalogueText.previousPage
				}) : /* @__PURE__ */ jsx("span", {
					className: off,
					"aria-disabled": "true",
					children: catalogueText.previousPage
				}) }),
				pagerItems(page, pageCount).map((item) => item.kind === "gap" ? /* @__PURE__ */ jsx("li", {
					"aria-hidden": "true",
					className: "px-1 text-neutral-400",
					children: "…"
				}, item.key) : /* @__PURE__ */ jsx("li", { children: item.page === page ? /* @__PURE__ */ jsxs("span", {
					"aria-current": "page",
					className: `${cell$1} border-brand-500 bg-brand-500 font-medium text-white`,
					children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: fill(catalogueText.pageNumber, { n: item.page })
					}), /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: item.page
					})]
				}) : /* @__PURE__ */ jsx(PageLink, {
					page: item.page,
					className: link,
					label: fill(catalogueText.pageNumber, { n: item.page }),
					children: item.page
				}) }, item.page)),
				/* @__PURE__ */ jsx("li", { children: page < pageCount ? /* @__PURE__ */ jsx(PageLink, {
					page: page + 1,
					className: link,
					children: catalogueText.nextPage
				}) : /* @__PURE__ */ jsx("span", {
					className: off,
					"aria-disabled": "true",
					children: catalogueText.nextPage
				}) })
			]
		})
	});
}
var cell$1;
var init_pager = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_paging();
	cell$1 = "inline-flex h-8 min-w-8 items-center justify-center rounded border px-2";
}));
// src/views/goods-list-view.tsx
/**
* The catalogue lists' headless view (/ home, /goods, /search?keyword=, /shop?SID=): renders one
* goodsList snapshot (via toGoodsListView) and sends its events. The list's kind picks the
* heading and the messages; the loading skeleton keeps the ready layout's boxes.
*/
function headingOf(query) {
	switch (query.kind) {
		case "featured": return catalogueText.featuredGoods;
		case "all": return catalogueText.allGoods;
		case "search": return `${catalogueText.searchResults}：${query.keyword}`;
		case "shop": return catalogueText.shopGoods;
	}
}
function summaryOf$1(query, totalCount) {
	switch (query.kind) {
		case "featured": return null;
		case "search": return fill(catalogueText.searchSummary, {
			n: totalCount,
			keyword: query.keyword
		});
		default: return fill(catalogueText.goodsTotal, { n: totalCount });
	}
}
function GoodsListView({ view, send, shopUrl = "", today = "" }) {
	const headingId = useId();
	const { query } = view;
	const isShop = query.kind === "shop";
	const Heading = query.kind === "featured" || isShop ? "h2" : "h1";
	const summary = view.status === "ready" ? summaryOf$1(query, view.totalCount) : null;
	if (view.status === "notFound") return /* @__PURE__ */ jsx(MessagePanel, { title: isShop ? catalogueText.shopNotFound : appText.notFoundTitle });
	if (view.status === "failed") return /* @__PURE__ */ jsx(FailurePanel, {
		title: catalogueText.listLoadFailed,
		error: view.error,
		onRetry: () => send({ type: "user.retry" })
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "space-y-4",
		children: [isShop && (view.supplier ? /* @__PURE__ */ jsx(SupplierCard$1, {
			supplier: view.supplier,
			shopUrl,
			today,
			headingLevel: 1
		}) : view.status === "loading" && /* @__PURE__ */ jsx(SupplierCardSkeleton, {})), /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": headingId,
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1",
					children: [
						/* @__PURE__ */ jsx(Heading, {
							id: headingId,
							className: "text-lg font-semibold",
							children: headingOf(query)
						}),
						summary && /* @__PURE__ */ jsx("p", {
							className: "text-neutral-500",
							children: summary
						}),
						query.kind === "featured" && /* @__PURE__ */ jsxs(Link, {
							to: "/goods",
							className: "ml-auto text-brand-600 hover:underline",
							children: [catalogueText.viewAll, " ›"]
						})
					]
				}),
				/* @__PURE__ */ jsx(ListBody, { view }),
				view.status === "ready" && /* @__PURE__ */ jsx(Pager, {
					page: view.page,
					pageCount: view.pageCount
				})
			]
		})]
	});
}
function ListBody({ view }) {
	const { query } = view;
	if (view.status === "loading") return /* @__PURE__ */ jsx(GoodsGridSkeleton, { count: query.kind === "featured" ? SKELETON_CARDS.featured : SKELETON_CARDS.list });
	if (view.status === "ready") return /* @__PURE__ */ jsx(GoodsGrid, {
		cards: view.cards,
		imageHost: view.imageHost
	});
	if (view.totalCount > 0) return /* @__PURE__ */ jsx(EmptyPanel, {
		message: fill(catalogueText.pageBeyondEnd, {
			page: view.page,
			pages: view.pageCount
		}),
		action: /* @__PURE__ */ jsx(PageLink, {
			page: view.pageCount,
			className: primaryButton,
			children: catalogueText.goToLastPage
		})
	});
	if (query.kind === "search") return /* @__PURE__ */ jsx(EmptyPanel, {
		message: fill(catalogueText.searchEmpty, { keyword: query.keyword }),
		hint: catalogueText.searchEmptyHint,
		action: /* @__PURE__ */ jsx(Link, {
			to: "/goods",
			className: primaryButton,
			children: catalogueText.browseAll
		})
	});
	return /* @__PURE__ */ jsx(EmptyPanel, { message: query.kind === "shop" ? catalogueText.shopEmpty : catalogueText.listEmpty });
}
function EmptyPanel({ message, hint, action }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "rounded-lg bg-white px-6 py-12 text-center shadow-sm",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "text-base font-medium text-neutral-700",
				children: message
			}),
			hint && /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-neutral-500",
				children: hint
			}),
			action && /* @__PURE__ */ jsx("div", {
				className: "mt-5 flex justify-center",
				children: action
			})
		]
	});
}
var SKELETON_CARDS;
var init_goods_list_view = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_goods_grid();
	init_message_panel();
	init_pager();
	init_supplier_card();
	init_supplier_card_placeholders();
	SKELETON_CARDS = {
		featured: 10,
		list: 20
	};
}));
// src/routes/goods-list-screen.tsx
/**
* The catalogue lists' composition, shared by /, /goods, /search?keyword= and /shop?SID=: the
* real loadPage actor (the catalogue call that fits the query), the goodsList machine and its
* view. Each route keys this screen by its query, so a new ?page= or ?keyword= (a page link,
* back/forward) starts a fresh actor.
*/
async function loadGoodsList(query, signal) {
	switch (query.kind) {
		case "featured": return {
			page: await fetchFeaturedGoods(10, signal),
			supplier: null
		};
		case "all": return {
			page: await fetchGoodsPage(query.page, 20, signal),
			supplier: null
		};
		case "search": return {
			page: await searchGoods(query.keyword, query.page, 20, signal),
			supplier: null
		};
		case "shop": return fetchShop(query.supplierId, query.page, 20, signal);
	}
}
function GoodsListScreen({ query }) {
	const [snapshot, send] = useMachine(goodsListLogic, { input: {
		query,
		imageHost: bases.imageHost
	} });
	const served = useServedPage();
	const shopUrl = query.kind === "shop" ? new URL(`/shop?SID=${query.supplierId}`, pageOrigin(served)).href : void 0;
	return /* @__PURE__ */ jsx(GoodsListView, {
		view: toGoodsListView$1(snapshot),
		send,
		shopUrl,
		today: calendarDay(/* @__PURE__ */ new Date())
	});
}
var goodsListLogic, queryKey;
var init_goods_list_screen = __esmMin((() => {
	init_goods_list_machine$1();
	init_calendar_day();
	init_catalogue_api();
	init_config();
	init_goods_list_view();
	init_served_page();
	goodsListLogic = goodsListMachine$1.provide({ actors: { loadPage: fromPromise(({ input, signal }) => loadGoodsList(input, signal)) } });
	queryKey = (query) => JSON.stringify(query);
}));
// src/routes/goods-page.tsx
/** /goods?page= (spec §2: the breadcrumb's 毛绒玩具 link): the whole catalogue, paged. */
var goods_page_exports = /* @__PURE__ */ __exportAll({ GoodsPage: () => GoodsPage });
function GoodsPage() {
	const { page = 1 } = route$2.useSearch();
	const query = {
		kind: "all",
		page
	};
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: crumbs$3,
		children: /* @__PURE__ */ jsx(GoodsListScreen, { query }, queryKey(query))
	});
}
var crumbs$3, route$2;
var init_goods_page = __esmMin((() => {
	init_copy();
	init_page_frame();
	init_goods_list_screen();
	crumbs$3 = [plushCrumbs[0], { label: labels.plushToys }];
	route$2 = getRouteApi("/goods");
}));
// src/routes/goods-route.tsx
/** /goods?page= (spec §2): its search is checked here; its page (goods-page.tsx) loads when visited. */
init_search_params();
var goodsRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/goods",
	validateSearch: validateGoodsListSearch,
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_goods_page(), goods_page_exports)), "GoodsPage")
});
// src/views/welcome-band.tsx
/** The home page's welcome band: who the site is for, and the way into the whole catalogue. */
function WelcomeBand() {
	return /* @__PURE__ */ jsxs("section", {
		className: "mb-6 flex flex-wrap items-center gap-4 rounded-lg bg-linear-to-r from-brand-500 to-brand-700 px-6 py-6 text-white shadow-sm",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "min-w-0 flex-1 basis-72",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: catalogueText.welcomeTitle
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-brand-50",
				children: catalogueText.welcomeBody
			})]
		}), /* @__PURE__ */ jsx(Link, {
			to: "/goods",
			className: "rounded bg-white px-5 py-2 font-medium text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
			children: catalogueText.browseAll
		})]
	});
}
var init_welcome_band = __esmMin((() => {
	init_catalogue_text();
}));
// src/routes/home-page.tsx
var home_page_exports = /* @__PURE__ */ __exportAll({ HomePage: () => HomePage });
function HomePage() {
	return /* @__PURE__ */ jsxs(PageFrame, {
		breadcrumb: homeCrumb,
		children: [/* @__PURE__ */ jsx(WelcomeBand, {}), /* @__PURE__ */ jsx(GoodsListScreen, { query: { kind: "featured" } })]
	});
}
var homeCrumb;
var init_home_page = __esmMin((() => {
	init_copy();
	init_page_frame();
	init_welcome_band();
	init_goods_list_screen();
	homeCrumb = [{ label: labels.home }];
}));
// src/routes/home-route.tsx
/** / (spec §2 home, the breadcrumb's first link): its page (home-page.tsx) loads when visited. */
var homeRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/",
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_home_page(), home_page_exports)), "HomePage")
});
// src/copy/flows-text.ts
var flowsText;
var init_flows_text = __esmMin((() => {
	flowsText = {
		demoZipCollected: "模拟：素材已打包",
		demoFileSaved: "模拟：文件已保存",
		demoUploadOpened: "模拟：新标签页已打开",
		demoUploadBlocked: "模拟：新标签页被拦截",
		demoCodeRefused: "模拟：接口返回 code 0",
		flows: "流程图",
		flowsIntro: "这里画出了商品详情页背后的每一个状态机：方框是状态，箭头是让状态改变的事件。右侧可以亲手操作一个演示副本——点击事件按钮或“模拟”接口结果，橙色标出的当前状态和下方的页面会随之变化。",
		flowsMachines: "状态机",
		flowsDiagram: "{name}的状态图",
		flowsDrawing: "正在绘制状态图…",
		flowsDrawFailed: "状态图绘制失败，请刷新重试。",
		flowsZoomIn: "放大",
		flowsZoomOut: "缩小",
		flowsZoomFit: "适合宽度",
		flowsZoomActual: "实际大小",
		flowsLive: "试一试",
		flowsCurrent: "当前状态",
		flowsEvents: "此刻可以发生的事件",
		flowsNoEvents: "此刻没有可以发送的事件。",
		flowsIgnored: "此刻不会响应：{events}",
		flowsCalls: "等待中的接口",
		flowsCallWaiting: "{id} 正在等待返回",
		flowsReset: "重新开始",
		flowsView: "页面在此状态下的样子",
		flowsSpec: "规格章节",
		flowsNotation: "怎么看这张图",
		notationState: "方框是一个状态：中文名 · 状态机里的名字；右上角的 § 是它实现的规格章节。",
		notationCurrent: "橙色方框是演示副本此刻所在的状态。",
		notationRegion: "虚线框是并行区域：几个区域同时进行，互不影响。",
		notationInitial: "黑点指向进入一个框时的第一个状态。",
		notationAny: "“任一状态”：在这个框里的任何状态下都会响应的事件。",
		notationArrow: "箭头是事件：中文说明，下面是事件名，方括号里是必须满足的条件。",
		notationStay: "↻ 开头的行：响应这个事件但停在原来的状态（只改变数据）。",
		flowsSpecHint: "每个状态右上角的 § 编号指向它实现的规格章节（../shared/spec/goods-detail-spec.md）。",
		flowsFiles: "同样的图也保存在 docs/flows/ 目录（SVG 与 Mermaid），用 npm run flows 重新生成。",
		demoSucceeded: "模拟：接口成功",
		demoRefused: "模拟：接口拒绝 (400)",
		demoStockShort: "20cm 库存不足，最多 2 件",
		demoTabOpened: "模拟：已保存，新标签页已打开",
		demoTabBlocked: "模拟：已保存，新标签页被拦截",
		demoStorageFull: "模拟：浏览器存储已满",
		demoSelected: "已选 3 件",
		demoNothingSelected: "未选择数量",
		demoLoggedIn: "已登录",
		demoLoggedOut: "访客（未登录）",
		demoAlreadyFavourited: "模拟：已收藏过",
		demoSessionExpired: "模拟：登录已失效 (401)",
		demoSucceededWithGoods: "模拟：接口成功（有商品）",
		demoSucceededEmpty: "模拟：接口成功（没有商品）",
		demoNotFound: "模拟：接口失败 (404)",
		demoServerError: "模拟：接口失败 (服务器)",
		demoRestored: "模拟：令牌有效（已登录）",
		demoNoToken: "模拟：没有令牌（访客）",
		demoNetworkError: "模拟：网络故障",
		demoWrongPassword: "模拟：密码错误 (401)",
		demoUnknownMobile: "模拟：手机号未注册 (401)",
		demoTokenRevoked: "模拟：令牌失效",
		demoWatchFailed: "模拟：监听中断",
		demoStockRefused: "模拟：超出库存 (400)",
		demoPaidBefore: "模拟：已付过款 (code 1)",
		demoUnpaid: "模拟：尚未付款 (code 0)",
		demoPaid: "模拟：已支付",
		demoPending: "模拟：尚未支付",
		demoPayCancelled: "模拟：已取消支付",
		demoPayTabOpened: "模拟：订单已创建，支付页已打开",
		demoPayTabBlocked: "模拟：订单已创建，新标签页被拦截",
		demoWatchUnsupported: "模拟：浏览器无法接收通知",
		demoFlowLoaded: "模拟：流程代码已加载"
	};
}));
// src/flows/diagram-style.ts
/** Width of one character at 1 px font size, by kind (a conservative estimate). */
function charWidth(char) {
	const code = char.codePointAt(0) ?? 0;
	if (code >= 11904 || code >= 12288 && code <= 12351) return 1;
	if (char === " ") return .3;
	if ("iljtf.,:;|!'[]()".includes(char)) return .34;
	if (/[A-Z]/.test(char) || "mw".includes(char)) return .68;
	if (/[0-9a-z]/.test(char)) return .54;
	return .62;
}
/** The estimated width of `text` at `size` px (bold adds 6 %). */
function textWidth(text, size, bold = false) {
	let em = 0;
	for (const char of text) em += charWidth(char);
	return em * size * (bold ? 1.06 : 1);
}
/** Pieces a line may break between: each CJK character alone, runs of other characters whole. */
function tokens(text) {
	return text.match(/[\u2e80-\uffff]|[^\u2e80-\uffff\s]+|\s+/g) ?? [];
}
/** `text` broken into lines no wider than `width` at `size` px (a long word gets its own line). */
function wrapText(text, width, size) {
	const lines = [];
	let line = "";
	for (const token of tokens(text)) {
		const next = line + token;
		const closing = "，。：；、）」”！？".includes(token);
		if (line !== "" && !closing && textWidth(next.trimEnd(), size) > width) {
			const opening = line.match(/[（“「《]+$/)?.[0] ?? "";
			const kept = line.slice(0, line.length - opening.length).trimEnd();
			if (kept !== "") lines.push(kept);
			line = opening + token.trimStart();
			continue;
		}
		line = next;
	}
	if (line.trim() !== "") lines.push(line.trimEnd());
	return lines;
}
var diagramStyle;
var init_diagram_style = __esmMin((() => {
	diagramStyle = {
		font: "\"PingFang SC\", \"Hiragino Sans GB\", \"Microsoft YaHei\", \"Noto Sans CJK SC\", \"Noto Sans SC\", \"Source Han Sans SC\", system-ui, sans-serif",
		titleSize: 14,
		keySize: 11,
		smallSize: 11,
		/** a title line: 14 px text with room above and below */
		titleLine: 20,
		/** a line of 11 px text */
		smallLine: 15,
		pad: 10,
		radius: 8,
		/** a state box is never narrower than this */
		minBoxWidth: 132,
		/** edge labels and internal rows wrap at these widths */
		labelWidth: 168,
		rowWidth: 250,
		/** the initial dot and the "any state" pill */
		dot: 12,
		colours: {
			brand: "#ff6a00",
			brandDark: "#c24d00",
			brandSoft: "#fff4ed",
			ink: "#262626",
			muted: "#737373",
			faint: "#a3a3a3",
			edge: "#8a8a8a",
			box: "#ffffff",
			boxBorder: "#b5b5b5",
			container: "#fafafa",
			region: "#ffffff",
			label: "#ffffff",
			spec: "#2563eb"
		}
	};
}));
// src/flows/diagram-parts.ts
/** The state's own name as shown beside its title; a parallel state says so. */
function displayKey(node) {
	return node.type === "parallel" ? `${node.key}（并行）` : node.key;
}
/** The lines of a row, with their baselines. */
function rowLines(box, row) {
	const x = box.x + diagramStyle.pad;
	const top = box.y + row.top;
	const lines = row.lines.map((text, i) => ({
		x,
		y: top + (i + 1) * diagramStyle.smallLine - 4,
		text,
		tone: row.kind === "invoke" ? "muted" : "ink"
	}));
	if (row.event !== null) {
		const text = row.guard ? `↻ ${row.event} [${row.guard}]` : `↻ ${row.event}`;
		lines.push({
			x,
			y: top + (row.lines.length + 1) * diagramStyle.smallLine - 4,
			text,
			tone: "muted"
		});
	}
	return lines;
}
/** The lines of an edge label: the description, the event, the guard. */
function labelLines(label) {
	return [
		...label.lines.map((line) => [line, "ink"]),
		[label.event, "muted"],
		...label.guard ? [[`[${label.guard}]`, "faint"]] : []
	].map(([text, tone], i) => ({
		x: label.x + label.width / 2,
		y: label.y + 2 + (i + 1) * diagramStyle.smallLine - 4,
		text,
		tone
	}));
}
/** An orthogonal polyline with its corners rounded, as an SVG path. */
function edgePath(points, radius = 6) {
	const [first, ...rest] = points;
	if (!first) return "";
	let d = `M${fmt(first.x)} ${fmt(first.y)}`;
	rest.forEach((point, i) => {
		const previous = points[i] ?? first;
		const next = rest[i + 1];
		if (!next) {
			d += ` L${fmt(point.x)} ${fmt(point.y)}`;
			return;
		}
		const inLength = Math.hypot(point.x - previous.x, point.y - previous.y);
		const outLength = Math.hypot(next.x - point.x, next.y - point.y);
		const r = Math.min(radius, inLength / 2, outLength / 2);
		if (r < .5) {
			d += ` L${fmt(point.x)} ${fmt(point.y)}`;
			return;
		}
		const before = {
			x: point.x - (point.x - previous.x) / inLength * r,
			y: point.y - (point.y - previous.y) / inLength * r
		};
		const after = {
			x: point.x + (next.x - point.x) / outLength * r,
			y: point.y + (next.y - point.y) / outLength * r
		};
		d += ` L${fmt(before.x)} ${fmt(before.y)} Q${fmt(point.x)} ${fmt(point.y)} ${fmt(after.x)} ${fmt(after.y)}`;
	});
	return d;
}
/** How a state box looks: by kind, and in brand orange when it is the current state. */
function boxLook(box, active) {
	const { node } = box;
	const base = box.container ? {
		fill: node.region ? diagramStyle.colours.region : diagramStyle.colours.container,
		stroke: diagramStyle.colours.boxBorder,
		strokeWidth: 1,
		dash: node.region ? "5 4" : void 0,
		double: false
	} : {
		fill: diagramStyle.colours.box,
		stroke: diagramStyle.colours.boxBorder,
		strokeWidth: 1.2,
		dash: void 0,
		double: node.type === "final"
	};
	if (!active || node.parent === null) return base;
	return box.container ? {
		...base,
		stroke: diagramStyle.colours.brand,
		strokeWidth: 1.6
	} : {
		...base,
		fill: diagramStyle.colours.brandSoft,
		stroke: diagramStyle.colours.brand,
		strokeWidth: 2.4
	};
}
/** The separator between a box's title line and its rows. */
function rowsRule(box) {
	if (box.rows.length === 0) return null;
	return {
		x1: box.x + diagramStyle.pad,
		x2: box.x + box.width - diagramStyle.pad,
		y: box.y + box.rowsTop - 4
	};
}
var stateName, titleBaseline, toneColour, fmt;
var init_diagram_parts = __esmMin((() => {
	init_diagram_style();
	stateName = (title, node) => `${title} · ${node.key}`;
	titleBaseline = (box) => box.y + diagramStyle.pad + 15;
	toneColour = (tone) => tone === "ink" ? diagramStyle.colours.ink : tone === "muted" ? diagramStyle.colours.muted : diagramStyle.colours.faint;
	fmt = (value) => String(Math.round(value * 10) / 10);
}));
// src/flows/statechart-graph.ts
/**
* A machine's statechart as plain data: its state nodes (with the Chinese title and spec section
* of their `meta`) and its transitions (with their Chinese `description`), read from the machine's
* own definition (`machine.root`), never kept by hand. The diagram of /flows, the files of
* `npm run flows` and the Mermaid text are all drawn from this one graph, so they cannot disagree
* with the machine.
*
* Pure: no DOM, no layout; it runs in the browser, in Node (the script) and in tests alike.
*/
/** The event of a transition as a person reads it: the invoked actor's outcome in Chinese. */
function eventLabel(eventType, sourceId) {
	if (eventType === "") return ALWAYS_EVENT;
	if (eventType === "*") return "任意事件";
	if (eventType.startsWith(DONE_ACTOR)) return `${eventType.slice(18)} 完成`;
	if (eventType.startsWith(ERROR_ACTOR)) return `${eventType.slice(19)} 失败`;
	if (eventType.startsWith(DONE_STATE)) return `${eventType.slice(18)} 结束`;
	if (eventType.startsWith(AFTER)) {
		const delay = eventType.slice(13).replace(`.${sourceId}`, "");
		return /^\d+$/.test(delay) ? `${delay}ms 之后` : `${delay} 之后`;
	}
	return eventType;
}
function checkOf(guard) {
	return typeof guard === "function" && "check" in guard ? guard.check : void 0;
}
/** The guard's name as written in the machine: 'isOtherGoods', 'sizeInStock && changesQuantity'. */
function guardName(guard) {
	if (guard === void 0 || guard === null) return null;
	if (typeof guard === "string") return guard;
	if (typeof guard === "object" && "type" in guard) return String(guard.type);
	if (typeof guard === "function") {
		const check = checkOf(guard);
		const names = ("guards" in guard && Array.isArray(guard.guards) ? guard.guards : []).map((operand) => guardName(operand) ?? "?");
		const combinator = combinators.find((c) => c.check === check);
		if (combinator) return names.join(combinator.join);
		if (check === notCheck) return `!${names[0] ?? "?"}`;
		if (check === inCheck && "stateValue" in guard) return `in(${JSON.stringify(guard.stateValue)})`;
		return "inline";
	}
	return null;
}
function childNodes(node) {
	return Object.values(node.states);
}
function specSections(meta) {
	const spec = typeof meta === "object" && meta !== null && "spec" in meta ? meta.spec : void 0;
	return typeof spec === "string" ? spec.match(/§\d+/g) ?? [] : [];
}
function metaTitle(meta) {
	const title = typeof meta === "object" && meta !== null && "title" in meta ? meta.title : void 0;
	return typeof title === "string" && title !== "" ? title : void 0;
}
function invokesOf(node, machine) {
	const actors = machine.implementations.actors;
	return node.invoke.map((invoke) => {
		const src = typeof invoke.src === "string" ? invoke.src : invoke.id;
		const logic = typeof invoke.src === "string" ? actors[invoke.src] : invoke.src;
		const kind = typeof logic === "object" && logic !== null && "root" in logic ? "machine" : "call";
		return {
			id: invoke.id,
			src,
			kind
		};
	});
}
function initialChildId(node) {
	if (node.type !== "compound") return void 0;
	return node.initial?.target[0]?.id;
}
/** The statechart of `machine` as plain nodes and edges. */
function statechartGraph(machine) {
	const nodes = [];
	const edges = [];
	const visit = (node, parent) => {
		const children = childNodes(node);
		nodes.push({
			id: node.id,
			key: node.path.length === 0 ? machine.id : node.key,
			path: [...node.path],
			parent: parent?.id ?? null,
			type: node.type,
			title: metaTitle(node.meta) ?? (node.path.length === 0 ? machine.id : node.key),
			spec: specSections(node.meta),
			initial: parent !== null && initialChildId(parent) === node.id,
			region: parent?.type === "parallel",
			invokes: invokesOf(node, machine),
			children: children.map((child) => child.id)
		});
		const groups = [];
		for (const [eventType, defs] of node.transitions) for (const def of defs) groups.push([eventType, def]);
		for (const def of node.always ?? []) groups.push(["", def]);
		const indexOf = /* @__PURE__ */ new Map();
		for (const [eventType, def] of groups) {
			const index = indexOf.get(eventType) ?? 0;
			indexOf.set(eventType, index + 1);
			const transition = `${node.id} ▸ ${eventType || "always"} #${index}`;
			const event = eventLabel(eventType, node.id);
			const description = def.description ?? "";
			const targets = def.target?.map((target) => target.id) ?? [];
			const base = {
				transition,
				source: node.id,
				eventType,
				event,
				description,
				guard: guardName(def.guard),
				label: description ? `${description} · ${event}` : event,
				reenter: def.reenter
			};
			if (targets.length === 0) edges.push({
				...base,
				id: transition,
				target: null
			});
			for (const target of targets) edges.push({
				...base,
				id: targets.length > 1 ? `${transition} → ${target}` : transition,
				target
			});
		}
		for (const child of children) visit(child, node);
	};
	visit(machine.root, null);
	const events = [...new Set(edges.map((edge) => edge.eventType).filter(isSentEvent))].sort();
	return {
		machineId: machine.id,
		root: machine.root.id,
		nodes,
		edges,
		events
	};
}
/** The nodes by id, for the layout and the renderers. */
function nodesById(graph) {
	return new Map(graph.nodes.map((node) => [node.id, node]));
}
/** Whether `id` lies inside `ancestor` (a node is not inside itself). */
function isDescendant(graph, id, ancestor) {
	const byId = nodesById(graph);
	let parent = byId.get(id)?.parent ?? null;
	while (parent !== null) {
		if (parent === ancestor) return true;
		parent = byId.get(parent)?.parent ?? null;
	}
	return false;
}
var ALWAYS_EVENT, DONE_ACTOR, ERROR_ACTOR, DONE_STATE, AFTER, isSentEvent, combinators, notCheck, inCheck;
var init_statechart_graph = __esmMin((() => {
	ALWAYS_EVENT = "自动";
	DONE_ACTOR = "xstate.done.actor.";
	ERROR_ACTOR = "xstate.error.actor.";
	DONE_STATE = "xstate.done.state.";
	AFTER = "xstate.after.";
	isSentEvent = (eventType) => eventType !== "" && !eventType.startsWith("xstate.");
	combinators = [{
		check: checkOf(and([])),
		join: " && "
	}, {
		check: checkOf(or([])),
		join: " || "
	}];
	notCheck = checkOf(not(() => true));
	inCheck = checkOf(stateIn("x"));
}));
// src/flows/layout.ts
/**
* Lays a statechart graph out with ELK's layered algorithm (elkjs, run in this thread: no worker,
* no network), nested states as compound nodes laid out together with their parents
* (hierarchyHandling INCLUDE_CHILDREN), so an edge may cross from inside one state into another.
*
* What is drawn, and why so:
* - every state is a box: its Chinese title, its own name beside it, its spec sections; the
*   invoked calls and child machines, and the transitions that stay put (actions only), are rows
*   inside the box, since an arrow from a box to itself says less than a line of text;
* - a state with children is a container; its initial child gets a dot and an arrow;
* - a transition declared on a container that enters one of its own children ("from anywhere in
*   here") starts at a small 任一状态 pill inside it, and one that re-enters a container it is in
*   ends at that container's initial dot: ELK draws neither kind well as a container's own edge.
*
* Text is measured by estimate (diagram-style.ts), so the layout is the same in Node and in the
* browser, and docs/flows is reproducible.
*/
/** ELK's options for the diagram and for every nested graph (ELK reads them per parent node). */
function elkOptions(direction) {
	return {
		"elk.algorithm": "layered",
		"elk.direction": direction,
		"elk.edgeRouting": "ORTHOGONAL",
		"elk.edgeLabels.placement": "CENTER",
		"elk.layered.cycleBreaking.strategy": "DEPTH_FIRST",
		"elk.layered.nodePlacement.strategy": "NETWORK_SIMPLEX",
		"elk.layered.spacing.nodeNodeBetweenLayers": "34",
		"elk.layered.spacing.edgeNodeBetweenLayers": "14",
		"elk.layered.spacing.edgeEdgeBetweenLayers": "10",
		"elk.spacing.nodeNode": "30",
		"elk.spacing.edgeNode": "14",
		"elk.spacing.edgeEdge": "12",
		"elk.spacing.edgeLabel": "4",
		"elk.spacing.labelNode": "6"
	};
}
/** The title line's width: title, own name, spec sections. */
function headerWidth(title, key, spec) {
	const specWidth = spec.reduce((sum, section) => sum + textWidth(section, diagramStyle.smallSize) + 6, 0);
	return textWidth(title, diagramStyle.titleSize, true) + 8 + textWidth(`· ${key}`, diagramStyle.keySize) + 14 + specWidth;
}
function invokeRows(node) {
	const calls = node.invokes.filter((invoke) => invoke.kind === "call").map((invoke) => invoke.id);
	const machines = node.invokes.filter((invoke) => invoke.kind === "machine").map((invoke) => invoke.id);
	const row = (text) => ({
		kind: "invoke",
		lines: wrapText(text, diagramStyle.rowWidth, diagramStyle.smallSize),
		event: null,
		guard: null,
		edge: null
	});
	return [...calls.length > 0 ? [row(`调用接口：${calls.join("、")}`)] : [], ...machines.length > 0 ? [row(`子状态机：${machines.join("、")}`)] : []];
}
function internalRows(edges) {
	return edges.map((edge) => ({
		kind: "internal",
		lines: edge.description ? wrapText(edge.description, diagramStyle.rowWidth, diagramStyle.smallSize) : [],
		event: edge.event,
		guard: edge.guard,
		edge
	}));
}
function rowsWidth(rows) {
	let width = 0;
	for (const row of rows) {
		for (const line of row.lines) width = Math.max(width, textWidth(line, diagramStyle.smallSize));
		if (row.event !== null) width = Math.max(width, textWidth(eventLine(row.event, row.guard), diagramStyle.smallSize));
	}
	return width;
}
function placeRows(rows, rowsTop) {
	let top = rowsTop;
	return {
		rows: rows.map((row) => {
			const at = {
				...row,
				top
			};
			top += rowLineCount(row) * diagramStyle.smallLine + ROW_GAP;
			return at;
		}),
		bottom: top
	};
}
function labelOf(edge) {
	const lines = edge.description ? wrapText(edge.description, diagramStyle.labelWidth, diagramStyle.smallSize) : [];
	const all = [
		...lines,
		edge.event,
		...edge.guard ? [`[${edge.guard}]`] : []
	];
	const width = Math.max(...all.map((line) => textWidth(line, diagramStyle.smallSize))) + 8;
	return {
		lines,
		event: edge.event,
		guard: edge.guard,
		width,
		height: all.length * diagramStyle.smallLine + LABEL_PAD
	};
}
/** Positions for every state, marker and edge of `graph`. */
async function layoutStatechart(graph, options = {}) {
	const byId = nodesById(graph);
	const internal = /* @__PURE__ */ new Map();
	for (const edge of graph.edges) if (edge.target === null) internal.set(edge.source, [...internal.get(edge.source) ?? [], edge]);
	const isContainer = (node) => node.children.length > 0;
	const titleOf = (node) => node.parent === null && options.title ? options.title : node.title;
	const needsAny = /* @__PURE__ */ new Set();
	const needsInitial = /* @__PURE__ */ new Set();
	const ends = /* @__PURE__ */ new Map();
	for (const edge of graph.edges) {
		if (edge.target === null) continue;
		const source = byId.get(edge.source);
		const target = byId.get(edge.target);
		if (!source || !target) continue;
		let from = source.id;
		let to = target.id;
		if (isContainer(source) && (target.id === source.id || isDescendant(graph, target.id, source.id))) {
			from = anyId(source.id);
			needsAny.add(source.id);
		}
		if (isContainer(target) && (target.id === source.id || isDescendant(graph, source.id, target.id))) {
			if (target.type === "compound") to = initialId(target.id);
		}
		ends.set(edge.id, {
			source: from,
			target: to
		});
	}
	for (const node of graph.nodes) if (node.type === "compound" && isContainer(node)) needsInitial.add(node.id);
	const rowsOf = /* @__PURE__ */ new Map();
	const elkNode = (node, direction) => {
		const title = titleOf(node);
		const raw = [...invokeRows(node), ...internalRows(internal.get(node.id) ?? [])];
		const rowsTop = diagramStyle.pad + diagramStyle.titleLine + (raw.length > 0 ? 6 : 0);
		const { rows, bottom } = placeRows(raw, rowsTop);
		rowsOf.set(node.id, {
			rows,
			rowsTop
		});
		const width = Math.ceil(Math.max(diagramStyle.minBoxWidth, headerWidth(title, displayKey(node), node.spec) + 2 * diagramStyle.pad, rowsWidth(raw) + 2 * diagramStyle.pad));
		const contentBottom = raw.length > 0 ? bottom : diagramStyle.pad + diagramStyle.titleLine;
		if (!isContainer(node)) return {
			id: node.id,
			width,
			height: Math.ceil(contentBottom + diagramStyle.pad)
		};
		const children = [];
		if (needsInitial.has(node.id)) children.push({
			id: initialId(node.id),
			width: diagramStyle.dot,
			height: diagramStyle.dot
		});
		if (needsAny.has(node.id)) children.push({
			id: anyId(node.id),
			width: Math.ceil(textWidth("任一状态", diagramStyle.smallSize) + 16),
			height: 20
		});
		for (const childId of node.children) {
			const child = byId.get(childId);
			if (child) children.push(elkNode(child, direction));
		}
		return {
			id: node.id,
			children,
			layoutOptions: {
				...elkOptions(direction),
				"elk.padding": `[top=${Math.ceil(contentBottom + 10)},left=${CONTAINER_SIDE},bottom=${CONTAINER_SIDE},right=${CONTAINER_SIDE}]`,
				"elk.nodeSize.constraints": "MINIMUM_SIZE",
				"elk.nodeSize.minimum": `(${width}.0, ${Math.ceil(contentBottom + 40)}.0)`
			}
		};
	};
	const rootNode = byId.get(graph.root);
	if (!rootNode) throw new Error(`the graph of ${graph.machineId} has no root`);
	const labels = /* @__PURE__ */ new Map();
	const edges = [];
	for (const node of graph.nodes) {
		const initialChild = node.children.map((id) => byId.get(id)).find((child) => child?.initial);
		if (needsInitial.has(node.id) && initialChild) edges.push({
			id: `${initialId(node.id)}→`,
			sources: [initialId(node.id)],
			targets: [initialChild.id]
		});
	}
	for (const edge of graph.edges) {
		const end = ends.get(edge.id);
		if (!end) continue;
		const label = labelOf(edge);
		labels.set(edge.id, label);
		edges.push({
			id: edge.id,
			sources: [end.source],
			targets: [end.target],
			labels: [{
				id: `${edge.id}#label`,
				text: edge.label,
				width: label.width,
				height: label.height
			}]
		});
	}
	elk ??= new ELK();
	const engine = elk;
	const layoutIn = async (direction) => {
		const input = {
			id: "#diagram",
			layoutOptions: {
				...elkOptions(direction),
				"elk.hierarchyHandling": "INCLUDE_CHILDREN",
				"elk.json.shapeCoords": "ROOT",
				"elk.json.edgeCoords": "ROOT",
				"elk.padding": "[top=8,left=8,bottom=8,right=8]"
			},
			children: [elkNode(rootNode, direction)],
			edges: structuredClone(edges)
		};
		return engine.layout(input);
	};
	const scale = (laid) => Math.min(VIEW.width / (laid.width ?? 1), VIEW.height / (laid.height ?? 1));
	const laid = (options.direction && options.direction !== "auto" ? [await layoutIn(options.direction)] : [await layoutIn("DOWN"), await layoutIn("RIGHT")]).reduce((best, next) => scale(next) > scale(best) * 1.05 ? next : best);
	const boxes = /* @__PURE__ */ new Map();
	const collect = (node) => {
		boxes.set(node.id, {
			x: round(node.x ?? 0),
			y: round(node.y ?? 0),
			width: round(node.width ?? 0),
			height: round(node.height ?? 0)
		});
		for (const child of node.children ?? []) collect(child);
	};
	for (const child of laid.children ?? []) collect(child);
	const states = graph.nodes.map((node) => {
		const box = boxes.get(node.id) ?? {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		};
		const rows = rowsOf.get(node.id) ?? {
			rows: [],
			rowsTop: 0
		};
		return {
			...box,
			node,
			title: titleOf(node),
			container: isContainer(node),
			...rows
		};
	});
	const markers = [...[...needsInitial].map((parent) => ({
		id: initialId(parent),
		kind: "initial",
		parent
	})), ...[...needsAny].map((parent) => ({
		id: anyId(parent),
		kind: "any",
		parent
	}))].map((marker) => ({
		...marker,
		...boxes.get(marker.id) ?? {
			x: 0,
			y: 0,
			width: 0,
			height: 0
		}
	}));
	const byEdgeId = new Map(graph.edges.map((edge) => [edge.id, edge]));
	const paths = (laid.edges ?? []).map((elkEdge) => {
		const points = (elkEdge.sections ?? []).flatMap((section) => [
			section.startPoint,
			...section.bendPoints ?? [],
			section.endPoint
		]);
		const laidLabel = elkEdge.labels?.[0];
		const label = labels.get(elkEdge.id);
		return {
			id: elkEdge.id,
			edge: byEdgeId.get(elkEdge.id) ?? null,
			points: points.map((point) => ({
				x: round(point.x),
				y: round(point.y)
			})),
			label: label && laidLabel ? {
				...label,
				x: round(laidLabel.x ?? 0),
				y: round(laidLabel.y ?? 0)
			} : null
		};
	});
	return {
		width: Math.ceil(laid.width ?? 0),
		height: Math.ceil(laid.height ?? 0),
		states,
		markers,
		edges: paths
	};
}
var CONTAINER_SIDE, ROW_GAP, LABEL_PAD, initialId, anyId, VIEW, rowLineCount, eventLine, round, elk;
var init_layout = __esmMin((() => {
	init_diagram_parts();
	init_diagram_style();
	init_statechart_graph();
	CONTAINER_SIDE = 14;
	ROW_GAP = 4;
	LABEL_PAD = 4;
	initialId = (id) => `${id}#initial`;
	anyId = (id) => `${id}#any`;
	VIEW = {
		width: 1e3,
		height: 700
	};
	rowLineCount = (row) => row.lines.length + (row.event === null ? 0 : 1);
	eventLine = (event, guard) => guard ? `↻ ${event} [${guard}]` : `↻ ${event}`;
	round = (value) => Math.round(value * 10) / 10;
}));
// src/rules/cart-quantity.ts
/** What a typed text sets the line to: 1..stock, or null when it means nothing (empty, 0, letters, sold out). */
function typedCartQuantity(text, stock) {
	const quantity = clampQuantity(text, stock);
	return quantity >= 1 ? quantity : null;
}
/**
* One step of the stepper from the saved quantity, or null when it would leave 1..stock.
* A line above the stock (the factory sold some since it was added) cannot be stepped down to
* a quantity still above the stock; typing the stock (or any number, clamped) fixes it.
*/
function steppedCartQuantity(current, delta, stock) {
	const next = current + delta * 1;
	return next >= 1 && next <= maxQuantity(stock) ? next : null;
}
var init_cart_quantity = __esmMin((() => {
	init_quantity();
}));
// src/machines/cart-page.machine.ts?documented
/**
* cartPage: the buyer's cart (spec §2 /shoppingCart; docs/api.md the cart list, update and remove
* calls; §6 a cart needs a logged-in buyer).
*
*   loggedOut ──[uid > 0]──▶ loading ──done, lines──▶ loaded
*                               │ ──done, none───▶ empty
*                               └ ──error──────▶ failed ──user.retry──▶ loading
*
*   loaded:  idle ──user.changeQuantity [changes it]──▶ updating ──done / error──▶ idle
*                 ──user.stepQuantity   [1..stock]────▶ updating
*                 ──user.removeLine────────────────────▶ removing ──done / error──▶ idle
*                 ──user.changeQuantity [nothing]: ↻ the field shows the saved quantity
*            removing ──done, it was the last line──▶ empty
*
*   any state ──session.changed uid 0──▶ loggedOut
*             ──session.changed another uid > 0──▶ loading
*
* The session is the root route's (views/session-context.tsx); the page route tells this chart
* whenever the session's uid changes (session.changed), and does not start it at all while the
* session is still restoring, so a reload never flashes the login prompt. The input uid is the
* one known at start: uid > 0 goes straight on to loading.
*
* One line is edited at a time: while a line saves or is removed, every edit is refused (no
* transition), so two calls never race and the count the server answers is the cart's. Line
* totals and 合计 change only once the server agreed (the field alone shows the quantity being
* saved); a failure leaves the saved quantities as they were, with the server's Chinese reason. A typed text that means nothing (empty, 0,
* letters) or the saved quantity again sends nothing and puts the field back (`revision`, which
* the view keys the field by): removal is the explicit 删除 button only.
*/
/** The quantity an edit event asks for, by the cart's rules; null when it changes nothing. */
function requestedQuantity$2(context, event) {
	if (event.type !== "user.changeQuantity" && event.type !== "user.stepQuantity") return null;
	const line = lineOf$2(context, event.lineId);
	if (!line) return null;
	const next = event.type === "user.changeQuantity" ? typedCartQuantity(event.text, line.stock) : steppedCartQuantity(line.goods_num, event.delta, line.stock);
	return next !== null && next !== line.goods_num ? next : null;
}
/** What the view shows, derived from the snapshot only. */
function toCartPageView$1(snapshot) {
	const { lines, count, pending, failure, error, revision } = snapshot.context;
	const updating = snapshot.matches({ loaded: "updating" });
	const removing = snapshot.matches({ loaded: "removing" });
	const shown = snapshot.matches("loaded") ? lines : [];
	const totals = lineTotals(shown.map((line) => ({
		price: line.price,
		quantity: line.goods_num
	})));
	return {
		status: statuses$2.find((s) => snapshot.matches(s)) ?? "loading",
		lines: shown.map((line) => {
			const mine = pending?.lineId === line.id;
			return {
				id: line.id,
				goodsId: line.goods_id,
				title: line.PName,
				colour: line.color,
				size: line.size,
				sku: line.goods_sn,
				thumbnail: line.thumbnail,
				price: line.price,
				quantity: line.goods_num,
				fieldValue: String(updating && mine && pending ? pending.goodsNum : line.goods_num),
				stock: line.stock,
				lineTotal: fenToYuan(lineFen({
					price: line.price,
					quantity: line.goods_num
				})),
				overStock: line.goods_num > line.stock,
				saving: updating && mine,
				removing: removing && mine,
				canEdit: snapshot.matches({ loaded: "idle" }),
				canIncrease: snapshot.can({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: 1
				}),
				canDecrease: snapshot.can({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: -1
				}),
				canRemove: snapshot.can({
					type: "user.removeLine",
					lineId: line.id
				}),
				fieldKey: `${line.id}:${line.goods_num}:${revision}:${updating && mine ? "saving" : ""}`
			};
		}),
		count,
		totals: {
			...totals,
			itemsText: fill(labels.totalItems, { n: totals.count }),
			priceText: fill(labels.totalPrice, { amount: fenToYuan(totals.fen) })
		},
		busy: updating || removing,
		failure: snapshot.matches("loaded") ? failure : null,
		error,
		canRetry: snapshot.can({ type: "user.retry" })
	};
}
var emptyCart$1, flip$1, lineOf$2, lineName$1, cartPageMachine$1, statuses$2;
var init_cart_page_machine$1 = __esmMin((() => {
	init_copy();
	init_cart_quantity();
	init_line_totals();
	init_money();
	init_api_failure();
	emptyCart$1 = () => ({
		lines: [],
		count: null,
		pending: null,
		failure: null,
		error: null
	});
	flip$1 = (revision) => 1 - revision;
	lineOf$2 = (context, lineId) => context.lines.find((l) => l.id === lineId);
	lineName$1 = (line) => line ? `${line.PName} ${line.color} ${line.size}` : "";
	cartPageMachine$1 = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		actors: {
			loadCart: fromPromise(async () => {
				throw new Error("cartPage: the loadCart actor was not provided");
			}),
			updateLine: fromPromise(async () => {
				throw new Error("cartPage: the updateLine actor was not provided");
			}),
			removeLine: fromPromise(async () => {
				throw new Error("cartPage: the removeLine actor was not provided");
			})
		},
		guards: {
			hasUser: ({ context }) => context.uid > 0,
			loggedOutNow: ({ context, event }) => event.type === "session.changed" && event.uid === 0 && context.uid !== 0,
			anotherUser: ({ context, event }) => event.type === "session.changed" && event.uid > 0 && event.uid !== context.uid,
			hasLines: ({ event }) => "output" in event && event.output.lines.length > 0,
			changesQuantity: ({ context, event }) => requestedQuantity$2(context, event) !== null,
			knownLine: ({ context, event }) => event.type === "user.removeLine" && lineOf$2(context, event.lineId) !== void 0,
			lastLineRemoved: ({ context }) => context.lines.every((l) => l.id === context.pending?.lineId)
		},
		actions: {
			forgetCart: assign(() => ({
				...emptyCart$1(),
				uid: 0
			})),
			takeUser: assign(({ event }) => {
				assertEvent(event, "session.changed");
				return {
					...emptyCart$1(),
					uid: event.uid
				};
			}),
			startQuantity: assign(({ context, event }) => {
				assertEvent(event, ["user.changeQuantity", "user.stepQuantity"]);
				return {
					pending: {
						lineId: event.lineId,
						goodsNum: requestedQuantity$2(context, event) ?? 0
					},
					failure: null
				};
			}),
			startRemove: assign(({ context, event }) => {
				assertEvent(event, "user.removeLine");
				return {
					pending: {
						lineId: event.lineId,
						goodsNum: lineOf$2(context, event.lineId)?.goods_num ?? 0
					},
					failure: null
				};
			}),
			restoreField: assign({ revision: ({ context }) => flip$1(context.revision) })
		}
	}).createMachine({
		id: "cartPage",
		meta: {
			title: "购物车页",
			spec: "§2"
		},
		context: ({ input }) => ({
			...emptyCart$1(),
			uid: input.uid,
			revision: 0
		}),
		initial: "loggedOut",
		on: { "session.changed": [{
			guard: "loggedOutNow",
			target: ".loggedOut",
			actions: "forgetCart",
			description: "买家退出登录：不再显示购物车内容，改为提示登录"
		}, {
			guard: "anotherUser",
			target: ".loading",
			actions: "takeUser",
			description: "买家登录了（或换了账号）：加载这个买家的购物车"
		}] },
		states: {
			loggedOut: {
				meta: {
					title: "未登录",
					spec: "§6"
				},
				always: {
					guard: "hasUser",
					target: "loading",
					description: "打开页面时已经登录：直接加载购物车"
				}
			},
			loading: {
				meta: {
					title: "加载中",
					spec: "§2"
				},
				invoke: {
					id: "loadCart",
					src: "loadCart",
					input: ({ context }) => ({ uid: context.uid }),
					onDone: [{
						guard: "hasLines",
						target: "loaded",
						actions: assign({
							lines: ({ event }) => event.output.lines,
							count: ({ event }) => event.output.count
						}),
						description: "购物车里有商品：逐行显示商品、单价、数量和小计，以及合计"
					}, {
						target: "empty",
						actions: assign({
							lines: [],
							count: ({ event }) => event.output.count
						}),
						description: "购物车是空的：提示去挑选商品"
					}],
					onError: {
						target: "failed",
						actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
						description: "网络、超时、登录失效或服务器出错：显示原因和重试"
					}
				}
			},
			loaded: {
				meta: {
					title: "已加载",
					spec: "§2"
				},
				initial: "idle",
				states: {
					idle: {
						meta: {
							title: "可以修改",
							spec: "§2"
						},
						on: {
							"user.changeQuantity": [{
								guard: "changesQuantity",
								target: "updating",
								actions: "startQuantity",
								description: "输入新的数量（回车或离开输入框）：限制在 1 到库存之间，保存到服务器"
							}, {
								actions: "restoreField",
								description: "输入为空、为 0、不是数字或与原数量相同：不保存，输入框恢复为已保存的数量"
							}],
							"user.stepQuantity": {
								guard: "changesQuantity",
								target: "updating",
								actions: "startQuantity",
								description: "点击 + 或 −：数量加减 1（不低于 1，不超过库存），保存到服务器"
							},
							"user.removeLine": {
								guard: "knownLine",
								target: "removing",
								actions: "startRemove",
								description: "点击删除：把这一行从购物车删除"
							}
						}
					},
					updating: {
						meta: {
							title: "正在保存数量",
							spec: "§7"
						},
						invoke: {
							id: "updateLine",
							src: "updateLine",
							input: ({ context }) => ({
								uid: context.uid,
								lineId: context.pending?.lineId ?? 0,
								goodsNum: context.pending?.goodsNum ?? 0
							}),
							onDone: {
								target: "idle",
								actions: assign(({ context, event }) => ({
									lines: context.lines.map((line) => line.id === context.pending?.lineId ? {
										...line,
										goods_num: context.pending.goodsNum
									} : line),
									count: event.output.count,
									pending: null,
									revision: flip$1(context.revision)
								})),
								description: "保存成功：这一行显示新的数量和小计，合计与购物车件数随之更新"
							},
							onError: {
								target: "idle",
								actions: assign(({ context, event }) => ({
									failure: {
										action: "update",
										lineId: context.pending?.lineId ?? 0,
										name: lineName$1(lineOf$2(context, context.pending?.lineId ?? 0)),
										message: failureMessage(event.error, appText.serverError)
									},
									pending: null,
									revision: flip$1(context.revision)
								})),
								description: "保存失败（如超出库存）：显示原因，数量仍是上次保存的"
							}
						}
					},
					removing: {
						meta: {
							title: "正在删除",
							spec: "§7"
						},
						invoke: {
							id: "removeLine",
							src: "removeLine",
							input: ({ context }) => ({
								uid: context.uid,
								lineId: context.pending?.lineId ?? 0
							}),
							onDone: [{
								guard: "lastLineRemoved",
								target: "#cartPage.empty",
								actions: assign({
									lines: [],
									count: ({ event }) => event.output.count,
									pending: null
								}),
								description: "删除了最后一行：购物车变空"
							}, {
								target: "idle",
								actions: assign(({ context, event }) => ({
									lines: context.lines.filter((line) => line.id !== context.pending?.lineId),
									count: event.output.count,
									pending: null
								})),
								description: "删除成功：这一行消失，合计与购物车件数随之更新"
							}],
							onError: {
								target: "idle",
								actions: assign(({ context, event }) => ({
									failure: {
										action: "remove",
										lineId: context.pending?.lineId ?? 0,
										name: lineName$1(lineOf$2(context, context.pending?.lineId ?? 0)),
										message: failureMessage(event.error, appText.serverError)
									},
									pending: null
								})),
								description: "删除失败：显示原因，这一行保留"
							}
						}
					}
				}
			},
			empty: { meta: {
				title: "购物车是空的",
				spec: "§2"
			} },
			failed: {
				meta: {
					title: "加载失败",
					spec: "§2"
				},
				on: { "user.retry": {
					target: "loading",
					actions: assign({ error: null }),
					description: "重试"
				} }
			}
		}
	});
	statuses$2 = [
		"loggedOut",
		"loading",
		"loaded",
		"empty",
		"failed"
	];
}));
// src/machines/download.machine.ts?documented
/**
* download: 下载图片视频 (the zip) and 下载视频 (the video alone), spec §2, §4, §5, §7, §8, §9.
*
*   idle ┬ quiet       ──user.downloadZip──▶ collecting ──done──▶ saving ──done──▶ reporting ┬ done ─▶ idle.zipSaved
*        ├ zipSaved         (download.progress: %)   └─error─┐       └─error─┐             └ error ▶ idle.zipSaved
*        ├ videoSaved                                        ▼               ▼
*        ├ noVideo     ◀─user.downloadVideo [no video]     idle.failed ◀─────┘
*        └ failed      ──user.downloadVideo [video]──▶ fetchingVideo ──done──▶ idle.videoSaved
*                                                     (download.progress: %) └─error─▶ idle.failed
*   idle.* ──user.dismissNotice──▶ idle.quiet
*
* Each notice is a state of `idle` (as in purchase and favourite), so a test sees it and the view
* shows it; the next download replaces it. The busy states take no download event: a second
* click while a download runs does nothing.
*
* The zip is three steps because each can fail on its own and the buyer should know which: the
* media are fetched and zipped (collecting: the progress ring, spec §4), the zip is saved
* (saving), then the download is counted (reporting, spec §7 download/update). The count is ours,
* not the buyer's: once the zip is saved a failed count is still 下载成功！. The spec leaves a
* failed zip silent (§8); we say it failed, and the ring goes.
*
* Progress reaches the chart as download.progress events: the collect and video actors are
* given a callback (in their input) that sends them to this actor; they arrive only while a
* download runs, and any other state ignores a late one.
*/
/** What the detail page gives this chart for its goods (none yet: nothing to download). */
function downloadInput(goodsId, goods, imageHost) {
	return {
		goodsId,
		zipName: zipFileName(goods?.PName ?? ""),
		files: goods ? zipFiles(imageHost, goods.imageList) : [],
		video: goods ? videoFile(imageHost, goods) : null
	};
}
function noticeOf$2(snapshot) {
	if (snapshot.matches({ idle: "zipSaved" })) return { kind: "zipSaved" };
	if (snapshot.matches({ idle: "videoSaved" })) return { kind: "videoSaved" };
	if (snapshot.matches({ idle: "noVideo" })) return { kind: "noVideo" };
	if (snapshot.matches({ idle: "failed" })) return {
		kind: "failed",
		message: snapshot.context.error
	};
	return null;
}
/** What the download buttons, the ring and the notice show, derived from the snapshot only. */
function toDownloadView(snapshot) {
	return {
		busy: snapshot.matches("collecting") || snapshot.matches("saving") || snapshot.matches("reporting") ? "zip" : snapshot.matches("fetchingVideo") ? "video" : null,
		progress: snapshot.matches("saving") ? {
			phase: "zipping",
			percent: 100
		} : snapshot.matches("collecting") || snapshot.matches("fetchingVideo") ? snapshot.context.progress : null,
		notice: noticeOf$2(snapshot)
	};
}
var notProvided$4, starting, downloadMachine;
var init_download_machine = __esmMin((() => {
	init_download_files();
	init_api_failure();
	notProvided$4 = (name) => async () => {
		throw new Error(`download: the ${name} actor was not provided`);
	};
	starting = {
		phase: "fetching",
		percent: 0
	};
	downloadMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: {
			collectZip: fromPromise(notProvided$4("collectZip")),
			saveZip: fromPromise(notProvided$4("saveZip")),
			reportDownload: fromPromise(notProvided$4("reportDownload")),
			saveVideo: fromPromise(notProvided$4("saveVideo"))
		},
		guards: { hasVideo: ({ context }) => context.video !== null },
		actions: {
			startProgress: assign({
				progress: starting,
				error: null
			}),
			trackProgress: assign({ progress: ({ context, event }) => event.type === "download.progress" ? {
				phase: event.phase,
				percent: Math.max(context.progress.percent, Math.min(100, event.percent))
			} : context.progress }),
			rememberFailure: assign({ error: ({ event }) => "error" in event ? failureMessage(event.error, "") || null : null })
		}
	}).createMachine({
		id: "download",
		meta: {
			title: "素材下载",
			spec: "§4 §9"
		},
		context: ({ input }) => ({
			...input,
			progress: starting,
			error: null
		}),
		initial: "idle",
		states: {
			idle: {
				meta: {
					title: "可下载",
					spec: "§2"
				},
				initial: "quiet",
				on: {
					"user.downloadZip": {
						target: "collecting",
						actions: "startProgress",
						description: "点“下载图片视频”：按图集顺序下载全部图片和视频并打包"
					},
					"user.downloadVideo": [{
						guard: "hasVideo",
						target: "fetchingVideo",
						actions: "startProgress",
						description: "点“下载视频”（商品有视频）：下载视频文件"
					}, {
						target: ".noVideo",
						description: "点“下载视频”，但商品没有视频：提示“当前商品没有可下载的视频！”"
					}]
				},
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§2"
					} },
					zipSaved: {
						meta: {
							title: "压缩包已保存",
							spec: "§8 §9"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					videoSaved: {
						meta: {
							title: "视频已保存",
							spec: "§8"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					noVideo: {
						meta: {
							title: "没有可下载的视频",
							spec: "§5 §8"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					failed: {
						meta: {
							title: "下载失败",
							spec: "§8"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					}
				}
			},
			collecting: {
				meta: {
					title: "正在下载并打包",
					spec: "§4 §9"
				},
				on: { "download.progress": {
					actions: "trackProgress",
					description: "进度更新：环形进度条显示百分比"
				} },
				invoke: {
					id: "collectZip",
					src: "collectZip",
					input: ({ context, self }) => ({
						files: context.files,
						onProgress: (progress) => self.send({
							type: "download.progress",
							...progress
						})
					}),
					onDone: {
						target: "saving",
						description: "全部素材已下载并打包"
					},
					onError: {
						target: "idle.failed",
						actions: "rememberFailure",
						description: "有素材下载失败：进度条消失，提示下载失败"
					}
				}
			},
			saving: {
				meta: {
					title: "正在保存压缩包",
					spec: "§9"
				},
				invoke: {
					id: "saveZip",
					src: "saveZip",
					input: ({ context, event }) => ({
						blob: event.output,
						fileName: context.zipName
					}),
					onDone: {
						target: "reporting",
						description: "压缩包已交给浏览器保存（以商品标题命名）"
					},
					onError: {
						target: "idle.failed",
						actions: "rememberFailure",
						description: "浏览器无法保存文件：提示下载失败"
					}
				}
			},
			reporting: {
				meta: {
					title: "正在记录下载次数",
					spec: "§7"
				},
				invoke: {
					id: "reportDownload",
					src: "reportDownload",
					input: ({ context }) => ({ goodsId: context.goodsId }),
					onDone: {
						target: "idle.zipSaved",
						description: "下载次数已记录：提示“下载成功！”"
					},
					onError: {
						target: "idle.zipSaved",
						description: "下载次数没记上：文件已保存，仍提示“下载成功！”"
					}
				}
			},
			fetchingVideo: {
				meta: {
					title: "正在下载视频",
					spec: "§8"
				},
				on: { "download.progress": {
					actions: "trackProgress",
					description: "进度更新：环形进度条显示百分比"
				} },
				invoke: {
					id: "saveVideo",
					src: "saveVideo",
					input: ({ context, self }) => ({
						video: context.video,
						onProgress: (progress) => self.send({
							type: "download.progress",
							...progress
						})
					}),
					onDone: {
						target: "idle.videoSaved",
						description: "视频已保存：提示“下载成功！”"
					},
					onError: {
						target: "idle.failed",
						actions: "rememberFailure",
						description: "视频下载失败：进度条消失，提示下载失败"
					}
				}
			}
		}
	});
}));
// src/machines/favourite.machine.ts?documented
/**
* favourite: 收藏商品 (spec §2 actions, §7 POST /api/6087db4edf7ee {uid, pid}).
*
*   idle ┬ quiet  ──user.favourite──▶ saving ──done──▶ idle.saved   (the server's msg)
*        ├ saved                              └─error─▶ idle.failed (why, in Chinese)
*        └ failed ──user.dismissNotice──▶ idle.quiet
*
* The login gate is the page's: this chart receives user.favourite only from a logged-in buyer,
* with the uid. The spec shows the answer's msg as a success notice; the spec leaves a failure
* unshown, and we say why (issue #4). `saving` takes no second click.
*/
function toFavouriteView(snapshot) {
	const { message } = snapshot.context;
	const notice = snapshot.matches({ idle: "saved" }) ? {
		tone: "success",
		text: message
	} : snapshot.matches({ idle: "failed" }) ? {
		tone: "error",
		text: message
	} : null;
	return {
		saving: snapshot.matches("saving"),
		notice
	};
}
var favouriteMachine;
var init_favourite_machine = __esmMin((() => {
	init_api_failure();
	favouriteMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: { saveFavourite: fromPromise(async () => {
			throw new Error("favourite: the saveFavourite actor was not provided");
		}) }
	}).createMachine({
		id: "favourite",
		meta: {
			title: "收藏商品",
			spec: "§7"
		},
		context: ({ input }) => ({
			...input,
			message: null
		}),
		initial: "idle",
		states: {
			idle: {
				meta: {
					title: "可收藏",
					spec: "§2"
				},
				initial: "quiet",
				on: { "user.favourite": {
					target: "saving",
					description: "收藏商品（已登录）"
				} },
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§2"
					} },
					saved: {
						meta: {
							title: "已收藏",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					failed: {
						meta: {
							title: "收藏失败",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					}
				}
			},
			saving: {
				meta: {
					title: "正在收藏",
					spec: "§7"
				},
				invoke: {
					id: "saveFavourite",
					src: "saveFavourite",
					input: ({ context, event }) => ({
						uid: event.type === "user.favourite" ? event.uid : 0,
						pid: context.goodsId
					}),
					onDone: {
						target: "idle.saved",
						actions: assign({ message: ({ event }) => event.output }),
						description: "收藏成功：显示服务器返回的 msg"
					},
					onError: {
						target: "idle.failed",
						actions: assign({ message: ({ event }) => failureMessage(event.error, "") || null }),
						description: "收藏失败：说明原因"
					}
				}
			}
		}
	});
}));
// src/machines/find-similar.machine.ts?documented
/**
* findSimilar: 找相似 (spec §4, §5 "find similar uses the current cover image", §7 POST
* /api/62ab5261774a1 {url}, §8 the two notices).
*
*   idle ┬ quiet    ──user.findSimilar {url}──▶ searching (正在搜索相似商品，请稍候)
*        ├ found    ◀──done, a non-empty list── searching   emits `found` {list, totalCount}
*        ├ notFound ◀──done, empty list / refused (code ≠ 1)  (未找到相似商品)
*        └ failed   ◀──error: network, timeout, HTTP error, bad answer (why, in Chinese)
*   idle.found / notFound / failed ──user.dismiss──▶ idle.quiet
*
* Why so: the chart does not navigate. A found list is handed on through the emitted `found`
* event, and the route that owns the router opens /search?data= (spec §2); `idle.found` keeps
* the answer in view (with a link to the results) for as long as the page is still there. The
* notices are sub-states of idle because each one ends with the next click of 找相似, which is
* taken from any of them. `searching` takes no click: one search at a time, the first one wins.
* The spec calls anything but code 1 "no similar goods found"; a call that never got an answer
* (or got one we cannot read) is a failure of its own, since searching again may well work.
*/
/** What the view shows, derived from the snapshot only. */
function toFindSimilarView(snapshot) {
	const { result, error } = snapshot.context;
	const notice = snapshot.matches("searching") ? { kind: "searching" } : snapshot.matches({ idle: "found" }) && result ? {
		kind: "found",
		result
	} : snapshot.matches({ idle: "notFound" }) ? { kind: "notFound" } : snapshot.matches({ idle: "failed" }) ? {
		kind: "failed",
		error
	} : null;
	return {
		searching: snapshot.matches("searching"),
		notice,
		canDismiss: snapshot.can({ type: "user.dismiss" })
	};
}
var findSimilarMachine;
var init_find_similar_machine = __esmMin((() => {
	init_api_failure();
	findSimilarMachine = setup({
		types: {
			context: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: { findSimilar: fromPromise(async () => {
			throw new Error("findSimilar: the findSimilar actor was not provided");
		}) },
		guards: {
			hasCover: ({ event }) => event.type === "user.findSimilar" && event.url.trim() !== "",
			foundGoods: (_, output) => output.list.length > 0,
			refused: ({ event }) => "error" in event && failureRefused(event.error)
		},
		actions: {
			keepResult: assign({
				result: (_, output) => output,
				error: null
			}),
			announceFound: emit((_, output) => ({
				type: "found",
				list: output.list,
				totalCount: output.totalCount
			})),
			keepError: assign({ error: ({ event }) => "error" in event ? failureMessage(event.error, "") || null : null })
		}
	}).createMachine({
		id: "findSimilar",
		meta: {
			title: "找相似",
			spec: "§4 §7"
		},
		context: {
			result: null,
			error: null
		},
		initial: "idle",
		states: {
			idle: {
				meta: {
					title: "可搜索",
					spec: "§2"
				},
				initial: "quiet",
				on: { "user.findSimilar": {
					guard: "hasCover",
					target: "searching",
					description: "点“找相似”：用当前主图（所选颜色的图，或视频的封面）搜索"
				} },
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§2"
					} },
					found: {
						meta: {
							title: "已找到相似商品",
							spec: "§7"
						},
						on: { "user.dismiss": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					notFound: {
						meta: {
							title: "未找到相似商品",
							spec: "§8"
						},
						on: { "user.dismiss": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					failed: {
						meta: {
							title: "搜索失败",
							spec: "§8"
						},
						on: { "user.dismiss": {
							target: "quiet",
							description: "关闭提示"
						} }
					}
				}
			},
			searching: {
				meta: {
					title: "正在搜索相似商品",
					spec: "§8"
				},
				invoke: {
					id: "findSimilar",
					src: "findSimilar",
					input: ({ event }) => ({ url: event.type === "user.findSimilar" ? event.url.trim() : "" }),
					onDone: [{
						guard: {
							type: "foundGoods",
							params: ({ event }) => event.output
						},
						target: "idle.found",
						actions: [{
							type: "keepResult",
							params: ({ event }) => event.output
						}, {
							type: "announceFound",
							params: ({ event }) => event.output
						}],
						description: "code 为 1 且列表不为空：打开相似商品结果页 /search?data="
					}, {
						target: "idle.notFound",
						description: "code 为 1 但列表为空：提示“未找到相似商品”"
					}],
					onError: [{
						guard: "refused",
						target: "idle.notFound",
						description: "code 不为 1（服务器拒绝）：提示“未找到相似商品”"
					}, {
						target: "idle.failed",
						actions: "keepError",
						description: "网络、超时、服务器出错或返回的数据有误：说明原因，可再试"
					}]
				}
			}
		}
	});
}));
// src/machines/gallery.machine.ts?documented
/**
* gallery: the detail page's media box and thumbnail strip (spec §2 gallery, §4 colour choice,
* §8 the two media notices, §9 five thumbnails and a 2x zoom).
*
*   gallery ─ user.selectThumbnail / colour.chosen ─▶ image | video   (the chosen item's kind)
*   │         user.previous / user.next / strip.scrolled: move the 5-thumbnail window (context)
*   ├─ image
*   │   ├─ loading ──media.loaded──▶ shown ─┬─ still ──pointer.enter / move──▶ zoomed
*   │   │         ──media.failed──▶ failed  └─ zoomed ──pointer.move (lens)  ──pointer.leave──▶ still
*   │   └─ failed                                     (加载失败)
*   └─ video
*       ├─ playable ──video.failed──▶ unplayable      (该视频暂时无法播放，请稍后再试)
*       └─ unplayable
*
* Why so: the box shows one of two kinds of media, and what can happen depends on the kind (an
* image loads or fails and can be zoomed; a video plays or cannot), so the kind is a state, not a
* flag. The zoom lives inside `image.shown` because there is nothing to magnify before the image
* arrives or after it failed. The selected index, the strip window and the lens are data (any item,
* any window, any point), so they are context; canPrevious/canNext come from `snapshot.can`.
*
* Choosing the item already shown is no transition: re-entering `loading` would wait for a load
* event that the same, already loaded <img> never fires again, and a failed item would fail the
* same way. Choosing another item (even with the same URL) re-enters the kind's initial state.
*/
/** The last first-visible index: the window never shows past the last item. */
function lastFirst(count) {
	return Math.max(0, count - STRIP_SIZE);
}
/** A first-visible index kept inside 0 … lastFirst(count) (whole numbers only). */
function clampFirst(first, count) {
	if (!Number.isFinite(first)) return 0;
	return Math.min(Math.max(0, Math.round(first)), lastFirst(count));
}
/** The window after making item `index` visible: it moves as little as it can. */
function revealFirst(first, index, count) {
	if (index < first) return clampFirst(index, count);
	if (index >= first + STRIP_SIZE) return clampFirst(index - STRIP_SIZE + 1, count);
	return clampFirst(first, count);
}
/** A pointer position as a fraction of the box, kept in 0 … 1 (the centre when unmeasurable). */
function clampFraction(value) {
	if (!Number.isFinite(value)) return .5;
	return Math.min(1, Math.max(0, value));
}
/** The item an event asks for: a thumbnail's own index, or colour i's item i + 1. */
function chosenIndex(event) {
	if (event.type === "user.selectThumbnail") return event.index;
	if (event.type === "colour.chosen") return colourItemIndex(event.index);
	return -1;
}
function isOther(context, index, kind) {
	return index !== context.selected && context.items[index]?.kind === kind;
}
/** What the view shows, derived from the snapshot only. */
function toGalleryView(snapshot) {
	const { items, selected, first, lens } = snapshot.context;
	const item = items[selected] ?? null;
	return {
		items,
		selectedIndex: selected,
		selected: item,
		media: mediaStates.find(([state]) => snapshot.matches(state))?.[1] ?? "loading",
		zoomed: snapshot.matches({ image: { shown: "zoomed" } }),
		lens,
		cover: item ? stillOf(item) : null,
		firstVisible: first,
		visibleCount: STRIP_SIZE,
		canPrevious: snapshot.can({ type: "user.previous" }),
		canNext: snapshot.can({ type: "user.next" })
	};
}
var galleryLayout, STRIP_SIZE, galleryMachine, stillOf, mediaStates;
var init_gallery_machine = __esmMin((() => {
	init_business_constants();
	init_gallery_items();
	galleryLayout = {
		boxPx: 400,
		zoom: 2,
		stripSize: 5,
		thumbGapPx: 3
	};
	STRIP_SIZE = galleryLayout.stripSize;
	galleryMachine = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			selectedIsVideo: ({ context }) => context.items[context.selected]?.kind === "video",
			showsOtherImage: ({ context, event }) => isOther(context, chosenIndex(event), "image"),
			showsOtherVideo: ({ context, event }) => isOther(context, chosenIndex(event), "video"),
			showsSelected: ({ context, event }) => chosenIndex(event) === context.selected,
			canMoveBack: ({ context }) => context.first > 0,
			canMoveOn: ({ context }) => context.first < lastFirst(context.items.length),
			scrolledElsewhere: ({ context, event }) => event.type === "strip.scrolled" && clampFirst(event.first, context.items.length) !== context.first
		},
		actions: {
			select: assign(({ context, event }) => {
				const index = chosenIndex(event);
				return {
					selected: index,
					first: revealFirst(context.first, index, context.items.length)
				};
			}),
			revealSelected: assign({ first: ({ context }) => revealFirst(context.first, context.selected, context.items.length) }),
			moveBack: assign({ first: ({ context }) => clampFirst(context.first - 1, context.items.length) }),
			moveOn: assign({ first: ({ context }) => clampFirst(context.first + 1, context.items.length) }),
			followStrip: assign({ first: ({ context, event }) => event.type === "strip.scrolled" ? clampFirst(event.first, context.items.length) : context.first }),
			aimLens: assign({ lens: ({ context, event }) => event.type === "pointer.enter" || event.type === "pointer.move" ? {
				x: clampFraction(event.x),
				y: clampFraction(event.y)
			} : context.lens })
		}
	}).createMachine({
		id: "gallery",
		context: ({ input }) => ({
			items: input.items,
			selected: 0,
			first: 0,
			lens: {
				x: .5,
				y: .5
			}
		}),
		meta: {
			title: "商品图集",
			spec: "§2"
		},
		initial: "image",
		on: {
			"user.selectThumbnail": [{
				guard: "showsOtherVideo",
				target: ".video",
				actions: "select",
				description: "点视频缩略图：主图框换成视频播放器"
			}, {
				guard: "showsOtherImage",
				target: ".image",
				actions: "select",
				description: "点图片缩略图：主图框加载这张图"
			}],
			"colour.chosen": [{
				guard: "showsSelected",
				actions: "revealSelected",
				description: "所选颜色的图已在主图框：只把它的缩略图移进可见的 5 张"
			}, {
				guard: "showsOtherImage",
				target: ".image",
				actions: "select",
				description: "选颜色：主图框显示该颜色的图（第 颜色序号+1 张），并把它的缩略图移进可见的 5 张"
			}],
			"user.previous": {
				guard: "canMoveBack",
				actions: "moveBack",
				description: "点“查看前面的缩略图”：窗口前移一张（已在最前则不可点）"
			},
			"user.next": {
				guard: "canMoveOn",
				actions: "moveOn",
				description: "点“查看后面的缩略图”：窗口后移一张（已到最后则不可点）"
			},
			"strip.scrolled": {
				guard: "scrolledElsewhere",
				actions: "followStrip",
				description: "拖动或键盘聚焦使缩略图条滚动：窗口跟随缩略图条"
			}
		},
		states: {
			image: {
				meta: {
					title: "图片",
					spec: "§2"
				},
				always: {
					guard: "selectedIsVideo",
					target: "video",
					description: "主媒体是视频：直接进入视频"
				},
				initial: "loading",
				states: {
					loading: {
						meta: {
							title: "图片加载中",
							spec: "§2"
						},
						on: {
							"media.loaded": {
								target: "shown",
								description: "图片加载完成"
							},
							"media.failed": {
								target: "failed",
								description: "图片加载出错：显示“加载失败”"
							}
						}
					},
					shown: {
						meta: {
							title: "图片已显示",
							spec: "§2"
						},
						initial: "still",
						states: {
							still: {
								meta: {
									title: "原图（未放大）",
									spec: "§2"
								},
								on: {
									"pointer.enter": {
										target: "zoomed",
										actions: "aimLens",
										description: "指针移入主图框：放大 2 倍，看指针所在处"
									},
									"pointer.move": {
										target: "zoomed",
										actions: "aimLens",
										description: "指针已在框内移动：放大 2 倍，看指针所在处"
									}
								}
							},
							zoomed: {
								meta: {
									title: "放大 2 倍",
									spec: "§9"
								},
								on: {
									"pointer.move": {
										actions: "aimLens",
										description: "指针移动：放大的部分跟随指针"
									},
									"pointer.leave": {
										target: "still",
										description: "指针移出主图框：恢复原图"
									}
								}
							}
						}
					},
					failed: { meta: {
						title: "图片加载失败",
						spec: "§8"
					} }
				}
			},
			video: {
				meta: {
					title: "视频",
					spec: "§2"
				},
				initial: "playable",
				states: {
					playable: {
						meta: {
							title: "视频可播放",
							spec: "§2"
						},
						on: { "video.failed": {
							target: "unplayable",
							description: "视频出错（不支持或加载失败）：提示无法播放"
						} }
					},
					unplayable: { meta: {
						title: "视频无法播放",
						spec: "§8"
					} }
				}
			}
		}
	});
	stillOf = (item) => item.kind === "video" ? item.poster : item.src;
	mediaStates = [
		[{ image: "loading" }, "loading"],
		[{ image: "shown" }, "shown"],
		[{ image: "failed" }, "failed"],
		[{ video: "playable" }, "playable"],
		[{ video: "unplayable" }, "unplayable"]
	];
}));
// src/machines/image-preview.machine.ts?documented
/**
* imagePreview: the 商品详情 tab's detail images, each opening a large preview (spec §2).
*
*   closed ──user.openPreview(i)──▶ open ──user.closePreview──▶ closed
*                                    └─ user.nextImage / user.previousImage (within the list)
*
* The open image's index lives in context; moving past either end is not possible (guards), so
* the view's 上一张/下一张 are enabled exactly when the chart can take them.
*/
function toImagePreviewView(snapshot) {
	const { images, index } = snapshot.context;
	const open = snapshot.matches("open");
	return {
		images,
		open,
		index,
		current: open ? images[index] ?? null : null,
		canNext: snapshot.can({ type: "user.nextImage" }),
		canPrevious: snapshot.can({ type: "user.previousImage" })
	};
}
var imagePreviewMachine;
var init_image_preview_machine = __esmMin((() => {
	imagePreviewMachine = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			isImage: ({ context, event }) => event.type === "user.openPreview" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.images.length,
			hasNext: ({ context }) => context.index < context.images.length - 1,
			hasPrevious: ({ context }) => context.index > 0
		}
	}).createMachine({
		id: "imagePreview",
		meta: {
			title: "详情大图预览",
			spec: "§2"
		},
		context: ({ input }) => ({
			...input,
			index: 0
		}),
		initial: "closed",
		states: {
			closed: {
				meta: {
					title: "未预览",
					spec: "§2"
				},
				on: { "user.openPreview": {
					guard: "isImage",
					target: "open",
					actions: assign({ index: ({ event }) => event.index }),
					description: "点击详情图，打开大图预览"
				} }
			},
			open: {
				meta: {
					title: "大图预览",
					spec: "§2"
				},
				on: {
					"user.nextImage": {
						guard: "hasNext",
						actions: assign({ index: ({ context }) => context.index + 1 }),
						description: "下一张"
					},
					"user.previousImage": {
						guard: "hasPrevious",
						actions: assign({ index: ({ context }) => context.index - 1 }),
						description: "上一张"
					},
					"user.closePreview": {
						target: "closed",
						description: "关闭预览"
					}
				}
			}
		}
	});
}));
// src/machines/platform-chooser.machine.ts?documented
/**
* platformChooser: 上传到平台 and its dialog 请选择要上传的平台 (spec §2 dialogs, §7 the upload page
* /api/mini/goods/upload/view/{goodsId}/{platform name}, §9 platforms).
*
*   closed ┬ quiet    ──user.openChooser──▶ open ──user.choosePlatform──▶ opening ┬ tab opened ──▶ closed.opened
*          ├ opened   ◀──user.cancel────────┘                                    ├ tab blocked ─▶ closed.blocked
*          ├ blocked                                                             └ error ───────▶ closed.failed
*          └ failed
*   closed.opened / blocked / failed ──user.dismissNotice──▶ closed.quiet
*
* The upload page opens in a new tab, which a browser allows only while the click is being
* handled: `opening` invokes the route's openUploadPage, whose body calls window.open before its
* first await (as purchase's placeOrder does), so the tab opens within the click. A popup
* blocker is answered with a link the buyer can click (`blocked`), never with silence; an error
* (no page to link to) says so. The spec shows no login check here (§6): any visitor may.
*/
/** What the 上传到平台 button, its dialog and its notice show, derived from the snapshot only. */
function toPlatformChooserView(snapshot) {
	return {
		open: snapshot.matches("open"),
		platforms: UPLOAD_PLATFORMS,
		notice: noticeOf$1(snapshot)
	};
}
function noticeOf$1(snapshot) {
	const { platform, url } = snapshot.context;
	if (!platform) return null;
	if (url && snapshot.matches({ closed: "opened" })) return {
		kind: "opened",
		platform,
		url
	};
	if (url && snapshot.matches({ closed: "blocked" })) return {
		kind: "blocked",
		platform,
		url
	};
	if (snapshot.matches({ closed: "failed" })) return {
		kind: "failed",
		platform
	};
	return null;
}
var platformChooserMachine;
var init_platform_chooser_machine = __esmMin((() => {
	init_upload_platforms();
	platformChooserMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: { openUploadPage: fromPromise(async () => {
			throw new Error("platformChooser: the openUploadPage actor was not provided");
		}) },
		guards: {
			knownPlatform: ({ event }) => event.type === "user.choosePlatform" && UPLOAD_PLATFORMS.includes(event.platform),
			tabOpened: ({ event }) => "output" in event && event.output.opened
		},
		actions: { rememberPage: assign({ url: ({ event }) => "output" in event ? event.output.url : null }) }
	}).createMachine({
		id: "platformChooser",
		meta: {
			title: "上传到平台",
			spec: "§2 §7"
		},
		context: ({ input }) => ({
			...input,
			platform: null,
			url: null
		}),
		initial: "closed",
		states: {
			closed: {
				meta: {
					title: "对话框关闭",
					spec: "§2"
				},
				initial: "quiet",
				on: { "user.openChooser": {
					target: "open",
					description: "点“上传到平台”：打开平台选择对话框"
				} },
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§2"
					} },
					opened: {
						meta: {
							title: "上传页已打开",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					blocked: {
						meta: {
							title: "新标签页被拦截",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					failed: {
						meta: {
							title: "上传页打不开",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					}
				}
			},
			open: {
				meta: {
					title: "请选择要上传的平台",
					spec: "§2 §9"
				},
				on: {
					"user.choosePlatform": {
						guard: "knownPlatform",
						target: "opening",
						actions: assign({
							platform: ({ event }) => event.platform,
							url: null
						}),
						description: "选择平台（抖音、快手、视频号、小红书）：在新标签页打开该平台的上传页"
					},
					"user.cancel": {
						target: "closed.quiet",
						description: "点“取消”或关闭对话框"
					}
				}
			},
			opening: {
				meta: {
					title: "正在打开上传页",
					spec: "§7"
				},
				invoke: {
					id: "openUploadPage",
					src: "openUploadPage",
					input: ({ context }) => ({
						goodsId: context.goodsId,
						platform: context.platform ?? UPLOAD_PLATFORMS[0]
					}),
					onDone: [{
						guard: "tabOpened",
						target: "closed.opened",
						actions: "rememberPage",
						description: "上传页已在新标签页打开"
					}, {
						target: "closed.blocked",
						actions: "rememberPage",
						description: "浏览器拦截了新标签页：给出打开上传页的链接"
					}],
					onError: {
						target: "closed.failed",
						description: "无法打开上传页：告诉买家稍后再试"
					}
				}
			}
		}
	});
}));
// src/machines/purchase.machine.ts?documented
/**
* purchase: 加入购物车, 立即购买 and 1688直发 (spec §4 cart and buy now, §5, §7 cart save, §8).
*
*   idle ┬ quiet             ──user.addToCart [offered, lines]──▶ saving ──done──▶ added ──close──▶ idle
*        ├ nothingSelected   ◀─user.addToCart / user.buyNow [no lines]     └─error─▶ idle.saveFailed
*        ├ saveFailed        ──user.buyNow [offered, lines]──▶ ordering ┬ stored, tab opened ▶ idle.orderOpened
*        ├ orderOpened                                                  ├ stored, tab blocked ▶ idle.popupBlocked
*        ├ popupBlocked                                                 └ not stored ─────────▶ idle.orderFailed
*        └ orderFailed
*   anywhere: supplier.known → which buttons are offered (rules/purchase-buttons.ts)
*
* The login gate is not here: the page lets these events through only for a logged-in buyer
* and sends them with the uid and the selected lines (read from the selection), so this chart
* is the same for every buyer and testable alone. Each notice is a state of `idle`, so a test
* sees it and the view shows it; the next action replaces it.
*
* `saving` and `ordering` take no purchase event: a double click, or a click while a save is
* on its way, sends nothing (issue #4). A failed save keeps the selection: the selection lives
* in its own machine, and nothing here clears it.
*
* 1688直发 is a link (ali_url, checked to be http(s)), not an event: a link opens in a new tab
* without a popup blocker and works with middle-click; the rule decides whether it is offered.
*/
function fromPromiseNotProvided(name) {
	return fromPromise(notProvided$3(name));
}
function noticeOf(snapshot) {
	const { orderNo, error } = snapshot.context;
	if (snapshot.matches({ idle: "nothingSelected" })) return { kind: "selectGoods" };
	if (snapshot.matches({ idle: "saveFailed" })) return {
		kind: "saveFailed",
		message: error
	};
	if (snapshot.matches({ idle: "orderFailed" })) return {
		kind: "orderFailed",
		message: error
	};
	if (orderNo && snapshot.matches({ idle: "orderOpened" })) return {
		kind: "orderOpened",
		orderNo
	};
	if (orderNo && snapshot.matches({ idle: "popupBlocked" })) return {
		kind: "popupBlocked",
		orderNo
	};
	return null;
}
/** What the purchase bar and the success dialog show, derived from the snapshot only. */
function toPurchaseView(snapshot) {
	const { context } = snapshot;
	return {
		buttons: context.shipping === "pending" ? null : offered(context),
		saving: snapshot.matches("saving"),
		ordering: snapshot.matches("ordering"),
		notice: noticeOf(snapshot),
		added: {
			open: snapshot.matches("added"),
			cartCount: context.cartCount,
			alsoBoughtGroups: alsoBoughtGroups(context.alsoBought, context.goodsId)
		}
	};
}
var notProvided$3, offered, purchaseMachine;
var init_purchase_machine = __esmMin((() => {
	init_also_bought();
	init_purchase_buttons();
	init_purchase_lines();
	init_selected_lines();
	init_api_failure();
	notProvided$3 = (name) => async () => {
		throw new Error(`purchase: the ${name} actor was not provided`);
	};
	offered = (context) => purchaseButtons(context.shipping, context.aliUrl);
	purchaseMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: {
			saveCart: fromPromiseNotProvided("saveCart"),
			placeOrder: fromPromiseNotProvided("placeOrder")
		},
		guards: {
			cartOffered: ({ context }) => offered(context).addToCart,
			buyOffered: ({ context }) => offered(context).buyNow,
			nothingSelected: ({ event }) => "lines" in event && selectionTotals(event.lines).count === 0,
			tabOpened: ({ event }) => "output" in event && event.output.opened
		},
		actions: {
			knowSupplier: assign(({ event }) => event.type === "supplier.known" ? {
				shipping: event.shippingType,
				alsoBought: event.alsoBought
			} : {
				shipping: "unknown",
				alsoBought: []
			}),
			forgetFailure: assign({ error: null }),
			announceCartSaved: emit(({ context }) => ({
				type: "cart.saved",
				count: context.cartCount
			}))
		}
	}).createMachine({
		id: "purchase",
		meta: {
			title: "购买",
			spec: "§4"
		},
		context: ({ input }) => ({
			...input,
			shipping: input.supplier?.shippingType ?? "pending",
			alsoBought: input.supplier?.alsoBought ?? [],
			cartCount: 0,
			orderNo: null,
			error: null
		}),
		initial: "idle",
		on: {
			"supplier.known": {
				actions: "knowSupplier",
				description: "供应商资料已返回：按发货方式（shipping_type）决定显示哪些购买按钮"
			},
			"supplier.unknown": {
				actions: "knowSupplier",
				description: "供应商资料加载失败：按商品本身显示购买按钮（服务器仍会拒绝仅直发商品加入购物车）"
			}
		},
		states: {
			idle: {
				meta: {
					title: "可购买",
					spec: "§4"
				},
				initial: "quiet",
				on: {
					"user.addToCart": [{
						guard: and(["cartOffered", "nothingSelected"]),
						target: ".nothingSelected",
						description: "加入购物车，但没有选择任何数量：提示“请选择商品”"
					}, {
						guard: "cartOffered",
						target: "saving",
						actions: "forgetFailure",
						description: "加入购物车（已登录、已选择）：保存到购物车"
					}],
					"user.buyNow": [{
						guard: and(["buyOffered", "nothingSelected"]),
						target: ".nothingSelected",
						description: "立即购买，但没有选择任何数量：提示“请选择商品”"
					}, {
						guard: "buyOffered",
						target: "ordering",
						actions: "forgetFailure",
						description: "立即购买（已登录、已选择）：生成订单号并保存所选商品"
					}]
				},
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§4"
					} },
					nothingSelected: {
						meta: {
							title: "请选择商品",
							spec: "§5 §8"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					saveFailed: {
						meta: {
							title: "加入购物车失败",
							spec: "§7"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					orderOpened: {
						meta: {
							title: "订单确认页已打开",
							spec: "§4"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					popupBlocked: {
						meta: {
							title: "新标签页被拦截",
							spec: "§4"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					orderFailed: {
						meta: {
							title: "订单无法保存",
							spec: "§4"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					}
				}
			},
			saving: {
				meta: {
					title: "正在加入购物车",
					spec: "§7"
				},
				invoke: {
					id: "saveCart",
					src: "saveCart",
					input: ({ context, event }) => {
						const request = event;
						return {
							uid: request.uid,
							goodsId: context.goodsId,
							lines: cartSpecLines(request.lines)
						};
					},
					onDone: {
						target: "added",
						actions: [assign({ cartCount: ({ event }) => event.output.count }), "announceCartSaved"],
						description: "保存成功（code 200）：打开成功对话框，页头购物车数量随之更新"
					},
					onError: {
						target: "idle.saveFailed",
						actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
						description: "保存失败：说明原因，已选的数量保留"
					}
				}
			},
			added: {
				meta: {
					title: "已加入购物车",
					spec: "§2 §4"
				},
				on: { "user.closeAdded": {
					target: "idle.quiet",
					description: "关闭成功对话框，继续选购"
				} }
			},
			ordering: {
				meta: {
					title: "正在生成订单",
					spec: "§4"
				},
				invoke: {
					id: "placeOrder",
					src: "placeOrder",
					input: ({ context, event }) => orderLines(event.lines, context),
					onDone: [{
						guard: "tabOpened",
						target: "idle.orderOpened",
						actions: assign({ orderNo: ({ event }) => event.output.orderNo }),
						description: "订单已保存，订单确认页已在新标签页打开"
					}, {
						target: "idle.popupBlocked",
						actions: assign({ orderNo: ({ event }) => event.output.orderNo }),
						description: "订单已保存，但浏览器拦截了新标签页：给出打开链接"
					}],
					onError: {
						target: "idle.orderFailed",
						actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
						description: "浏览器无法保存订单：告诉买家，不打开任何页面"
					}
				}
			}
		}
	});
}));
// src/machines/selection.machine.ts?documented
/**
* selection: the chosen colour and the quantity per size (spec §2 size rows, §4 colour choice
* and quantities, §5 and §9 quantity rules).
*
*   choosing ◀─┬─ user.chooseColour        [another colour]           (colourIndex)
*              ├─ user.typeQuantity        [in stock, changes it]     (quantities)
*              ├─ user.incrementQuantity   [in stock, changes it]
*              ├─ user.decrementQuantity   [in stock, changes it]
*              ├─ user.minQuantity (Home)  [in stock, changes it]
*              ├─ user.maxQuantity (End)   [in stock, changes it]
*              └─ user.fillColour          [changes a size of the colour] (quantities)
*
* One state, on purpose: a buyer can always choose a colour and count, nothing here waits or
* fails, so what varies is data (which colour, how many of each size), kept in context. Every
* rule is a guard over the pure rules of src/rules/quantity.ts, so `snapshot.can(...)` answers
* the view's questions (may + or − be pressed?) with the machine's own rule, and an event that
* would change nothing (the current colour again, + at the stock, a sold-out size) is no
* transition at all.
*
* Quantities are kept per size id (size ids are SKU ids, unique across colours), not per row of
* the visible colour, so they survive switching colours; the totals (共N件, 合计￥ in whole fen)
* and the selected list are derived from `colours` × `quantities` by src/rules/selected-lines.ts
* in `toSelectionView` and `selectionLinesOf`, never stored twice.
*
* 整色填充 (user.fillColour) sets one typed quantity on every size of the chosen colour at once,
* each clamped to its own stock by the same rule as typing into a row, so a wholesale buyer
* ordering "10 of every size" does not type six fields; sold-out sizes keep 0.
*/
function chosenSizes(context) {
	return context.colours[context.colourIndex]?.sizes ?? [];
}
/** A size the buyer can see: one of the chosen colour's sizes. */
function visibleSize(context, sizeId) {
	return chosenSizes(context).find((size) => size.id === sizeId);
}
function quantityOf(context, sizeId) {
	return context.quantities[sizeId] ?? 0;
}
/** The quantity the event asks for, by the rules of spec §5, §9 (min 0, max the stock, step 1). */
function requestedQuantity$1(current, stock, event) {
	switch (event.type) {
		case "user.typeQuantity": return clampQuantity(event.text, stock);
		case "user.incrementQuantity": return stepQuantity(current, 1, stock);
		case "user.decrementQuantity": return stepQuantity(current, -1, stock);
		case "user.minQuantity": return 0;
		case "user.maxQuantity": return maxQuantity(stock);
	}
}
function isQuantityEvent(event) {
	return "sizeId" in event;
}
/**
* The quantities after 整色填充: the text read once per in-stock size of the chosen colour and
* clamped to that size's stock (spec §5: 0..stock); sold-out sizes and other colours untouched.
*/
function filledQuantities(context, text) {
	const filled = chosenSizes(context).filter(inStock).map((size) => [size.id, clampQuantity(text, size.stock)]);
	return {
		...context.quantities,
		...Object.fromEntries(filled)
	};
}
/**
* What the buyer has selected, in colour then size order (sizes at 0 left out): for the purchase
* machine's cart save and buy-now order, read from the selection child's snapshot.
*/
function selectionLinesOf(snapshot) {
	return selectedLines(snapshot.context.colours, snapshot.context.quantities);
}
function summaryOf(lines) {
	const totals = selectionTotals(lines);
	return {
		count: totals.count,
		total: fenToYuan(totals.fen),
		lines: lines.map((line) => ({
			key: String(line.size.id),
			colour: line.colour,
			size: line.size.size,
			quantity: line.quantity
		}))
	};
}
function toChosenColourView(snapshot) {
	const { context } = snapshot;
	const group = context.colours[context.colourIndex];
	if (!group) return noColour;
	let view = chosenColourViews.get(group);
	if (!view) {
		view = {
			colour: group.color,
			sizeIds: group.sizes.map((size) => size.id),
			canFillColour: group.sizes.some(inStock)
		};
		chosenColourViews.set(group, view);
	}
	return view;
}
/** One colour button; undefined for an index the goods does not have. */
function toColourView(snapshot, index) {
	const { context } = snapshot;
	const group = context.colours[index];
	if (!group) return void 0;
	return {
		name: group.color,
		index,
		chosen: index === context.colourIndex,
		count: group.sizes.reduce((sum, size) => sum + quantityOf(context, size.id), 0)
	};
}
function factsOf(size) {
	let facts = sizeFacts.get(size);
	if (!facts) {
		let label = cutLabels.get(size.size);
		if (label === void 0) {
			if (cutLabels.size >= 2e3) cutLabels.clear();
			label = cutSizeLabel(size.size);
			cutLabels.set(size.size, label);
		}
		facts = {
			id: size.id,
			label,
			fullLabel: size.size,
			sku: size.goods_sn,
			weightG: size.weight,
			price: size.price,
			stock: size.stock,
			min: 0,
			max: maxQuantity(size.stock),
			soldOut: size.stock <= 0
		};
		sizeFacts.set(size, facts);
	}
	return facts;
}
/**
* A shown size's row. Whether + and − may be pressed is the machine's answer (snapshot.can), and
* for a shown size it depends on its stock and its quantity only (the guards sizeInStock and
* changesQuantity read nothing else), so the row's view is kept, same object, while its quantity
* is: rows a change did not touch are not rebuilt.
*/
function sizeViewOf(snapshot, size) {
	const quantity = quantityOf(snapshot.context, size.id);
	const kept = sizeViews.get(size);
	if (kept?.quantity === quantity) return kept;
	const view = {
		...factsOf(size),
		quantity,
		canIncrement: snapshot.can({
			type: "user.incrementQuantity",
			sizeId: size.id
		}),
		canDecrement: snapshot.can({
			type: "user.decrementQuantity",
			sizeId: size.id
		})
	};
	sizeViews.set(size, view);
	return view;
}
/**
* 共N件, 合计￥ and the selected lines: the same object until a quantity changes (a colour switch
* keeps it, so the totals do not re-render for it).
*/
function toSelectionSummary(snapshot) {
	const { colours, quantities } = snapshot.context;
	let byQuantities = summaries.get(colours);
	if (!byQuantities) {
		byQuantities = /* @__PURE__ */ new WeakMap();
		summaries.set(colours, byQuantities);
	}
	let summary = byQuantities.get(quantities);
	if (!summary) {
		summary = summaryOf(selectionLinesOf(snapshot));
		byQuantities.set(quantities, summary);
	}
	return summary;
}
/** What the colour picker and the size table show, derived from the snapshot only. */
function toSelectionView(snapshot) {
	const { context } = snapshot;
	const chosen = toChosenColourView(snapshot);
	return {
		colour: chosen.colour,
		colours: context.colours.flatMap((_, index) => toColourView(snapshot, index) ?? []),
		sizes: chosenSizes(context).map((size) => sizeViewOf(snapshot, size)),
		canFillColour: chosen.canFillColour,
		summary: toSelectionSummary(snapshot)
	};
}
var inStock, selectionMachine, noColour, chosenColourViews, sizeFacts, cutLabels, sizeViews, summaries;
var init_selection_machine = __esmMin((() => {
	init_money();
	init_quantity();
	init_selected_lines();
	init_size_label();
	inStock = (size) => size.stock > 0;
	selectionMachine = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		guards: {
			isOtherColour: ({ context, event }) => event.type === "user.chooseColour" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.colours.length && event.index !== context.colourIndex,
			sizeInStock: ({ context, event }) => {
				if (!isQuantityEvent(event)) return false;
				const size = visibleSize(context, event.sizeId);
				return size !== void 0 && inStock(size);
			},
			changesQuantity: ({ context, event }) => {
				if (!isQuantityEvent(event)) return false;
				const size = visibleSize(context, event.sizeId);
				if (!size) return false;
				const current = quantityOf(context, size.id);
				return requestedQuantity$1(current, size.stock, event) !== current;
			},
			fillChangesColour: ({ context, event }) => {
				if (event.type !== "user.fillColour") return false;
				const filled = filledQuantities(context, event.text);
				return chosenSizes(context).some((size) => filled[size.id] !== quantityOf(context, size.id));
			}
		},
		actions: {
			chooseColour: assign({ colourIndex: ({ event }) => {
				assertEvent(event, "user.chooseColour");
				return event.index;
			} }),
			setQuantity: assign({ quantities: ({ context, event }) => {
				if (!isQuantityEvent(event)) return context.quantities;
				const size = visibleSize(context, event.sizeId);
				if (!size) return context.quantities;
				const next = requestedQuantity$1(quantityOf(context, size.id), size.stock, event);
				return {
					...context.quantities,
					[size.id]: next
				};
			} }),
			fillColour: assign({ quantities: ({ context, event }) => {
				assertEvent(event, "user.fillColour");
				return filledQuantities(context, event.text);
			} })
		}
	}).createMachine({
		id: "selection",
		meta: {
			title: "颜色与数量选择",
			spec: "§4"
		},
		context: ({ input }) => ({
			colours: input.colours,
			colourIndex: 0,
			quantities: Object.fromEntries(input.colours.flatMap((colour) => colour.sizes.map((size) => [size.id, 0])))
		}),
		initial: "choosing",
		states: { choosing: {
			meta: {
				title: "选择颜色与数量",
				spec: "§4"
			},
			on: {
				"user.chooseColour": {
					guard: "isOtherColour",
					actions: "chooseColour",
					description: "选择另一种颜色：尺码列表换成该颜色的尺码，已填的数量保留；图库切换到该颜色的图片"
				},
				"user.typeQuantity": {
					guard: and(["sizeInStock", "changesQuantity"]),
					actions: "setQuantity",
					description: "输入或粘贴数量：取买家想输入的整数，限制在 0 到库存之间"
				},
				"user.incrementQuantity": {
					guard: and(["sizeInStock", "changesQuantity"]),
					actions: "setQuantity",
					description: "数量加 1，不超过库存"
				},
				"user.decrementQuantity": {
					guard: and(["sizeInStock", "changesQuantity"]),
					actions: "setQuantity",
					description: "数量减 1，不低于 0"
				},
				"user.minQuantity": {
					guard: and(["sizeInStock", "changesQuantity"]),
					actions: "setQuantity",
					description: "数量设为 0（Home 键）"
				},
				"user.maxQuantity": {
					guard: and(["sizeInStock", "changesQuantity"]),
					actions: "setQuantity",
					description: "数量设为库存（End 键）"
				},
				"user.fillColour": {
					guard: "fillChangesColour",
					actions: "fillColour",
					description: "整色填充：当前颜色每个有货尺码都填入同一数量，各自不超过库存；售罄尺码和其他颜色不变"
				}
			}
		} }
	});
	noColour = {
		colour: "",
		sizeIds: [],
		canFillColour: false
	};
	chosenColourViews = /* @__PURE__ */ new WeakMap();
	sizeFacts = /* @__PURE__ */ new WeakMap();
	cutLabels = /* @__PURE__ */ new Map();
	sizeViews = /* @__PURE__ */ new WeakMap();
	summaries = /* @__PURE__ */ new WeakMap();
}));
// src/machines/detail-page.machine.ts?documented
/**
* detailPage: the goods detail page's data (spec §2 /detail?id=, §7 the detail, supplier and
* recommended calls).
*
*   loading ──done (or the goods came with the page)──▶ ready
*                           ┬ supplier:    loading ─▶ loaded | unavailable ─重试─▶ loading
*      │                    └ recommended: loading ─▶ loaded | unavailable ─重试─▶ loading
*      │ ──error 404──▶ notFound
*      └ ──error──────▶ failed ──user.retry──▶ loading
*   loading ──the server already knew the goods is missing──▶ notFound
*   any state ──route.goodsChanged (another id)──▶ loading
*   ready ┴ qualificationFlow: notLoaded ──a buyer's 查看资质──▶ loading ─▶ loaded | failed
*             (the flow's code is loaded on its first use; the buyer leaving stops it: notLoaded)
*
* The supplier and recommended calls need the goods' SID, so they start in `ready`, each in its
* own region: either may fail without touching the goods, the gallery or the other region.
* notFound is final for its id: retrying cannot make an unknown goods exist, while `failed`
* (network, 5xx, bad answer) may pass, hence 重试 there only.
*/
function isGated(event) {
	return event.type in gatedReason;
}
/**
* A click that needs a logged-in buyer (spec §4, §6): a visitor's opens the login dialog and is
* remembered, to carry on once logged in; a buyer's goes straight to the part that does it.
*/
function gated(forward, action) {
	return [{
		guard: "isVisitor",
		target: "awaitingLogin",
		actions: ["rememberIntent", "requestLogin"],
		description: `访客点“${action}”：打开登录框，记住这一步`
	}, {
		actions: forward,
		description: forwardDescription[forward]
	}];
}
/** The goods and what the page derives from it once: its colours in spec §4 order, its notice. */
function goodsData(goods) {
	return {
		goods,
		colours: orderColours(goods.specs),
		notice: parseNotice(goods.message)
	};
}
/** The main media then each colour's thumbnail, in the colour order the buttons use (spec §4). */
function pageGalleryItems({ goods, colours, imageHost }) {
	const main = goods?.pics[0];
	return goods && main ? galleryItems(imageHost, goods.PName, main, colours) : [];
}
function sideCallInput(context) {
	return {
		goodsId: context.goodsId,
		supplierId: context.goods?.SID ?? 0
	};
}
/** What the view shows, derived from the snapshot only. */
function toDetailPageView(snapshot) {
	const status = [
		"loading",
		"ready",
		"notFound",
		"failed"
	].find((s) => snapshot.matches(s)) ?? "loading";
	const { goods, notice, supplier, recommended } = snapshot.context;
	return {
		status,
		goods,
		notice,
		error: snapshot.context.error,
		canRetry: snapshot.can({ type: "user.retry" }),
		supplier: {
			status: sideStatus(snapshot, "supplier"),
			data: supplier,
			error: snapshot.context.supplierError,
			canRetry: snapshot.can({ type: "user.retrySupplier" }),
			canViewQualification: snapshot.can({ type: "user.viewQualification" })
		},
		recommended: {
			status: sideStatus(snapshot, "recommended"),
			list: recommended,
			error: snapshot.context.recommendedError,
			canRetry: snapshot.can({ type: "user.retryRecommended" })
		},
		parts: {
			gallery: snapshot.children.gallery,
			imagePreview: snapshot.children.imagePreview,
			selection: snapshot.children.selection,
			purchase: snapshot.children.purchase,
			favourite: snapshot.children.favourite,
			qualification: snapshot.context.qualification ?? void 0,
			findSimilar: snapshot.children.findSimilar,
			download: snapshot.children.download,
			platformChooser: snapshot.children.platformChooser
		},
		qualificationFlow: {
			loading: snapshot.matches({ ready: { qualificationFlow: "loading" } }),
			failed: snapshot.matches({ ready: { qualificationFlow: "failed" } }),
			error: snapshot.context.qualificationError
		}
	};
}
var gatedReason, emptyData, notProvided$2, forwardDescription, detailPageMachine, sideStatus;
var init_detail_page_machine = __esmMin((() => {
	init_copy();
	init_colour_order();
	init_gallery_items();
	init_media_url();
	init_notice_html();
	init_api_failure();
	init_download_machine();
	init_favourite_machine();
	init_find_similar_machine();
	init_gallery_machine();
	init_image_preview_machine();
	init_platform_chooser_machine();
	init_purchase_machine();
	init_selection_machine();
	gatedReason = {
		"user.addToCart": labels.addToCart,
		"user.buyNow": labels.buyNow,
		"user.favourite": labels.favourite,
		"user.viewQualification": labels.qualification
	};
	emptyData = {
		goods: null,
		colours: [],
		notice: [],
		supplier: null,
		recommended: [],
		error: null,
		supplierError: null,
		recommendedError: null,
		qualificationError: null,
		qualification: null,
		intent: null
	};
	notProvided$2 = (name) => async () => {
		throw new Error(`detailPage: the ${name} actor was not provided`);
	};
	forwardDescription = {
		forwardToPurchase: "已登录：带上 uid 和所选商品，交给购买",
		forwardToFavourite: "已登录：带上 uid，交给收藏"
	};
	detailPageMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: {
			loadGoods: fromPromise(notProvided$2("loadGoods")),
			loadSupplier: fromPromise(notProvided$2("loadSupplier")),
			loadRecommended: fromPromise(notProvided$2("loadRecommended")),
			gallery: galleryMachine,
			imagePreview: imagePreviewMachine,
			selection: selectionMachine,
			purchase: purchaseMachine,
			favourite: favouriteMachine,
			loadQualificationFlow: fromPromise(notProvided$2("loadQualificationFlow")),
			findSimilar: findSimilarMachine,
			download: downloadMachine,
			platformChooser: platformChooserMachine
		},
		actions: {
			assignUid: assign({ uid: ({ event }) => event.type === "session.changed" ? event.uid : 0 }),
			rememberIntent: assign({ intent: ({ event }) => isGated(event) ? event : null }),
			forgetIntent: assign({ intent: null }),
			requestLogin: emit(({ event }) => ({
				type: "loginRequired",
				reason: isGated(event) ? gatedReason[event.type] : ""
			})),
			resumeIntent: raise(({ context }) => context.intent ?? { type: "session.loginDismissed" }),
			forwardToPurchase: sendTo("purchase", ({ context, event }) => ({
				type: event.type === "user.buyNow" ? "user.buyNow" : "user.addToCart",
				uid: context.uid,
				lines: "lines" in event ? event.lines : []
			})),
			forwardToFavourite: sendTo("favourite", ({ context }) => ({
				type: "user.favourite",
				uid: context.uid
			})),
			forwardToQualification: enqueueActions(({ context, enqueue }) => {
				if (context.qualification) enqueue.sendTo(context.qualification, {
					type: "user.viewQualification",
					uid: context.uid
				});
			}),
			endQualification: enqueueActions(({ context, enqueue }) => {
				if (context.qualification) enqueue.stopChild(context.qualification);
				enqueue.assign({ qualification: null });
			}),
			rememberQualificationError: assign({ qualificationError: ({ event }) => failureMessage(event.error, "") || null })
		},
		guards: {
			hasGoods: ({ context }) => context.goods !== null,
			knownMissing: ({ context }) => context.missing === true,
			hasSupplier: ({ context }) => context.supplier !== null,
			isVisitor: ({ context }) => context.uid === 0,
			isBuyer: ({ context }) => context.uid > 0,
			becameBuyer: ({ event }) => event.type === "session.changed" && event.uid > 0,
			buyerLeft: ({ context, event }) => event.type === "session.changed" && context.uid > 0 && event.uid !== context.uid,
			goodsMissing: ({ event }) => "error" in event && failureStatus(event.error) === 404,
			isOtherGoods: ({ context, event }) => event.type === "route.goodsChanged" && event.goodsId !== context.goodsId
		}
	}).createMachine({
		id: "detailPage",
		meta: {
			title: "商品详情页",
			spec: "§2"
		},
		context: ({ input }) => ({
			...input,
			...emptyData,
			...input.goods ? goodsData(input.goods) : {},
			supplier: input.goods && input.supplier?.ID === input.goods.SID ? input.supplier : null
		}),
		initial: "loading",
		on: {
			"route.goodsChanged": {
				guard: "isOtherGoods",
				target: ".loading",
				reenter: true,
				actions: assign(({ event }) => ({
					...emptyData,
					missing: false,
					goodsId: event.goodsId
				})),
				description: "打开另一个商品（新的 ?id，或浏览器前进/后退）"
			},
			"session.changed": {
				actions: "assignUid",
				description: "买家登录或退出：之后的请求带上新的 uid（访客为 0）"
			}
		},
		states: {
			loading: {
				meta: {
					title: "加载中",
					spec: "§2"
				},
				always: [{
					guard: "hasGoods",
					target: "ready",
					description: "商品详情随页面而来（服务器已嵌入页面）：不再请求，直接显示"
				}, {
					guard: "knownMissing",
					target: "notFound",
					description: "服务器渲染页面时已知商品不存在（404 页面）：不再请求"
				}],
				invoke: {
					id: "loadGoods",
					src: "loadGoods",
					input: ({ context }) => ({
						id: context.goodsId,
						uid: context.uid
					}),
					onDone: {
						target: "ready",
						actions: assign(({ event }) => ({
							...goodsData(event.output),
							error: null
						})),
						description: "商品详情已返回"
					},
					onError: [{
						guard: "goodsMissing",
						target: "notFound",
						description: "商品不存在（404）"
					}, {
						target: "failed",
						actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
						description: "网络、服务器或数据出错"
					}]
				}
			},
			ready: {
				meta: {
					title: "已加载",
					spec: "§2"
				},
				type: "parallel",
				invoke: [
					{
						id: "gallery",
						src: "gallery",
						input: ({ context }) => ({ items: pageGalleryItems(context) })
					},
					{
						id: "selection",
						src: "selection",
						input: ({ context }) => ({ colours: context.colours })
					},
					{
						id: "purchase",
						src: "purchase",
						input: ({ context }) => ({
							goodsId: context.goodsId,
							goodsName: context.goods?.PName ?? "",
							supplierName: context.goods?.SName ?? "",
							aliUrl: context.goods?.ali_url ?? "",
							supplier: context.supplier ? {
								shippingType: context.supplier.shipping_type,
								alsoBought: context.supplier.goods
							} : void 0
						})
					},
					{
						id: "favourite",
						src: "favourite",
						input: ({ context }) => ({ goodsId: context.goodsId })
					},
					{
						id: "findSimilar",
						src: "findSimilar"
					},
					{
						id: "download",
						src: "download",
						input: ({ context }) => downloadInput(context.goodsId, context.goods, context.imageHost)
					},
					{
						id: "platformChooser",
						src: "platformChooser",
						input: ({ context }) => ({ goodsId: context.goodsId })
					},
					{
						id: "imagePreview",
						src: "imagePreview",
						input: ({ context }) => ({ images: (context.goods?.detailList ?? []).map((item) => mediaFileUrl(context.imageHost, item)) })
					}
				],
				on: { "user.chooseColour": {
					actions: [sendTo("selection", ({ event }) => event), sendTo("gallery", ({ event }) => ({
						type: "colour.chosen",
						index: event.index
					}))],
					description: "选择颜色：尺码列表与主图随之切换"
				} },
				states: {
					gate: {
						meta: {
							title: "登录检查",
							spec: "§4 §6"
						},
						initial: "open",
						states: {
							open: {
								meta: {
									title: "可操作",
									spec: "§4"
								},
								on: {
									"user.addToCart": gated("forwardToPurchase", labels.addToCart),
									"user.buyNow": gated("forwardToPurchase", labels.buyNow),
									"user.favourite": gated("forwardToFavourite", labels.favourite),
									"user.viewQualification": {
										guard: "isVisitor",
										target: "awaitingLogin",
										actions: ["rememberIntent", "requestLogin"],
										description: `访客点“${labels.qualification}”：打开登录框，记住这一步`
									}
								}
							},
							awaitingLogin: {
								meta: {
									title: "等待登录",
									spec: "§4 §6"
								},
								on: {
									"session.changed": {
										guard: "becameBuyer",
										target: "open",
										actions: [
											"assignUid",
											"resumeIntent",
											"forgetIntent"
										],
										description: "登录成功：刚才的操作自动继续，所选数量不变"
									},
									"session.loginDismissed": {
										target: "open",
										actions: "forgetIntent",
										description: "关闭登录框：不再继续刚才的操作"
									}
								}
							}
						}
					},
					qualificationFlow: {
						meta: {
							title: "查看资质",
							spec: "§4"
						},
						initial: "notLoaded",
						on: { "session.changed": {
							guard: "buyerLeft",
							target: ".notLoaded",
							actions: "assignUid",
							description: "买家退出或换了账号：查看资质的流程随之结束（资质不留在页面上）"
						} },
						states: {
							notLoaded: {
								meta: {
									title: "未开始",
									spec: "§4"
								},
								on: { "user.viewQualification": {
									guard: "isBuyer",
									target: "loading",
									description: "已登录的买家第一次点“查看资质”：先加载这段流程"
								} }
							},
							loading: {
								meta: {
									title: "流程加载中",
									spec: "§4"
								},
								invoke: {
									id: "loadQualificationFlow",
									src: "loadQualificationFlow",
									onDone: {
										target: "loaded",
										actions: [assign({ qualification: ({ context, event, spawn }) => spawn(event.output, { input: { supplierId: context.goods?.SID ?? 0 } }) }), "forwardToQualification"],
										description: "流程已加载：带上 uid，交给查看资质（先查是否已付款）"
									},
									onError: {
										target: "failed",
										actions: "rememberQualificationError",
										description: "流程加载失败（网络）：可重试"
									}
								}
							},
							loaded: {
								meta: {
									title: "流程进行中",
									spec: "§4"
								},
								exit: "endQualification",
								on: { "user.viewQualification": {
									guard: "isBuyer",
									actions: "forwardToQualification",
									description: "已登录：带上 uid，交给查看资质（先查是否已付款）"
								} }
							},
							failed: {
								meta: {
									title: "流程无法打开",
									spec: "§4"
								},
								on: { "user.viewQualification": {
									guard: "isBuyer",
									target: "loading",
									description: "重试：再次加载这段流程"
								} }
							}
						}
					},
					supplier: {
						meta: {
							title: "供应商名片",
							spec: "§2 §7"
						},
						initial: "loading",
						states: {
							loading: {
								meta: {
									title: "名片加载中",
									spec: "§7"
								},
								always: {
									guard: "hasSupplier",
									target: "loaded",
									description: "名片随页面而来（服务器已嵌入页面）：不再请求"
								},
								invoke: {
									id: "loadSupplier",
									src: "loadSupplier",
									input: ({ context }) => sideCallInput(context),
									onDone: {
										target: "loaded",
										actions: [assign({
											supplier: ({ event }) => event.output,
											supplierError: null
										}), sendTo("purchase", ({ event }) => ({
											type: "supplier.known",
											shippingType: event.output.shipping_type,
											alsoBought: event.output.goods
										}))],
										description: "名片已返回（60分钟内读缓存）"
									},
									onError: {
										target: "unavailable",
										actions: [assign({ supplierError: ({ event }) => failureMessage(event.error, "") || null }), sendTo("purchase", { type: "supplier.unknown" })],
										description: "名片加载失败，页面其余部分照常"
									}
								}
							},
							loaded: { meta: {
								title: "名片已显示",
								spec: "§2"
							} },
							unavailable: {
								meta: {
									title: "名片暂不可用",
									spec: "§2"
								},
								on: { "user.retrySupplier": {
									target: "loading",
									description: "重新加载名片"
								} }
							}
						}
					},
					recommended: {
						meta: {
							title: "推荐商品",
							spec: "§2 §7"
						},
						initial: "loading",
						states: {
							loading: {
								meta: {
									title: "推荐加载中",
									spec: "§7"
								},
								invoke: {
									id: "loadRecommended",
									src: "loadRecommended",
									input: ({ context }) => sideCallInput(context),
									onDone: {
										target: "loaded",
										actions: assign({
											recommended: ({ event }) => event.output,
											recommendedError: null
										}),
										description: "推荐商品已返回（30分钟内读缓存）"
									},
									onError: {
										target: "unavailable",
										actions: assign({ recommendedError: ({ event }) => failureMessage(event.error, "") || null }),
										description: "推荐加载失败，页面其余部分照常"
									}
								}
							},
							loaded: { meta: {
								title: "推荐已显示",
								spec: "§2"
							} },
							unavailable: {
								meta: {
									title: "推荐暂不可用",
									spec: "§2"
								},
								on: { "user.retryRecommended": {
									target: "loading",
									description: "重新加载推荐"
								} }
							}
						}
					}
				}
			},
			notFound: { meta: {
				title: "商品不存在",
				spec: "§2"
			} },
			failed: {
				meta: {
					title: "加载失败",
					spec: "§2"
				},
				on: { "user.retry": {
					target: "loading",
					actions: assign({ error: null }),
					description: "重试"
				} }
			}
		}
	});
	sideStatus = (snapshot, region) => ["loaded", "unavailable"].find((s) => snapshot.matches({ ready: { [region]: s } })) ?? "loading";
}));
// src/machines/goods-list.machine.ts?documented
/**
* goodsList: one page of a catalogue list (spec §2: / home, /goods, /search?keyword=,
* /shop?SID=; docs/api.md the list, search, featured and shop calls).
*
*   loading ──done, cards──▶ ready
*      │ ──done, no cards──▶ empty
*      │ ──error 404───────▶ notFound
*      └ ──error───────────▶ failed ──user.retry──▶ loading
*
* Every actor loads one page of one list: the page number lives in the URL (?page=), so a page
* link is a navigation, back/forward work, and the route keys the actor by its search params.
* Hence no "go to page" event. `empty` is a state of its own because the buyer needs a different
* message (nothing matches, or the page is past the end) and no pager. Only a shop can be
* missing (an unknown SID, 404); retrying cannot make it exist, so notFound has no 重试.
*/
/** What the view shows, derived from the snapshot only. */
function toGoodsListView(snapshot) {
	const { query, imageHost, result, error } = snapshot.context;
	const loaded = snapshot.matches("ready") || snapshot.matches("empty") ? result : null;
	return {
		status: statuses$1.find((s) => snapshot.matches(s)) ?? "loading",
		query,
		imageHost,
		cards: loaded?.page.list ?? [],
		supplier: loaded?.supplier ?? null,
		page: loaded?.page.page ?? ("page" in query ? query.page : 1),
		pageCount: loaded ? pageCount(loaded.page.totalCount, loaded.page.size) : 0,
		totalCount: loaded?.page.totalCount ?? 0,
		error,
		canRetry: snapshot.can({ type: "user.retry" })
	};
}
var goodsListMachine, statuses$1;
var init_goods_list_machine = __esmMin((() => {
	init_paging();
	init_api_failure();
	goodsListMachine = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		actors: { loadPage: fromPromise(async () => {
			throw new Error("goodsList: the loadPage actor was not provided");
		}) },
		guards: {
			hasCards: ({ event }) => "output" in event && event.output.page.list.length > 0,
			listMissing: ({ event }) => "error" in event && failureStatus(event.error) === 404
		}
	}).createMachine({
		id: "goodsList",
		meta: {
			title: "商品列表页",
			spec: "§2"
		},
		context: ({ input }) => ({
			...input,
			result: null,
			error: null
		}),
		initial: "loading",
		states: {
			loading: {
				meta: {
					title: "加载中",
					spec: "§2"
				},
				invoke: {
					id: "loadPage",
					src: "loadPage",
					input: ({ context }) => context.query,
					onDone: [{
						guard: "hasCards",
						target: "ready",
						actions: assign({ result: ({ event }) => event.output }),
						description: "这一页有商品：显示商品卡片和分页"
					}, {
						target: "empty",
						actions: assign({ result: ({ event }) => event.output }),
						description: "这一页没有商品：没有匹配的商品，或页码超出了范围"
					}],
					onError: [{
						guard: "listMissing",
						target: "notFound",
						description: "店铺不存在（404）"
					}, {
						target: "failed",
						actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
						description: "网络、超时或服务器出错"
					}]
				}
			},
			ready: { meta: {
				title: "商品列表",
				spec: "§2"
			} },
			empty: { meta: {
				title: "没有商品",
				spec: "§2"
			} },
			notFound: { meta: {
				title: "店铺不存在",
				spec: "§2"
			} },
			failed: {
				meta: {
					title: "加载失败",
					spec: "§2"
				},
				on: { "user.retry": {
					target: "loading",
					actions: assign({ error: null }),
					description: "重试"
				} }
			}
		}
	});
	statuses$1 = [
		"loading",
		"ready",
		"empty",
		"notFound",
		"failed"
	];
}));
// src/machines/qualification.machine.ts?documented
/**
* qualification: 查看资质, paying 100 yuan to see a supplier's qualification (spec §2 the
* qualification dialog, §3 extend, §4, §6, §7 POST /api/mini/supply/info and the payment page,
* §8 已取消支付, §9 100 yuan).
*
*   idle ┬ quiet      ──user.viewQualification {uid}──▶ checking ──paid before──────────────▶ shown
*        ├ cancelled  (已取消支付)                          ├ unpaid ──▶ confirming ──取消──▶ idle.cancelled
*        └ failed ──重试──▶ checking                        └ error ──▶ idle.failed    └─确定─▶ startingPayment
*   startingPayment (the tab opens in the click, the order is created) ┬ tab opened ─▶ paying.awaiting
*                                                                     ├ tab blocked ▶ paying.blocked
*                                                                     └ error ──────▶ idle.failed
*   paying (watchPayment: the payment tab says paid / cancelled) ─paid─▶ fetching ─▶ shown
*     ├ blocked ──user.openPaymentPage (the link)──▶ awaiting          └ cancelled ─▶ idle.cancelled
*     ├ awaiting (paymentWindow) ┬ waiting ──statusPoll──▶ polling ──pending──▶ waiting
*     │                          └ checkFailed ─statusPoll─▶ polling ─error─▶ checkFailed
*     │        └──paymentWindow──▶ unconfirmed
*     └ unconfirmed ┬ quiet | stillPending | checkFailed ──我已支付，再次检查──▶ rechecking
*                   └ rechecking ─paid─▶ fetching · cancelled ─▶ idle.cancelled · pending/error ─▶ back
*     any paying state ──取消 (user.stopWaiting)──▶ idle.quiet
*   fetching ──▶ shown (each field 点击查看 until revealed) ──close──▶ idle.quiet
*                └─error─▶ idle.failed
*   any state ──session.ended (the page: the buyer logged out or changed)──▶ idle.quiet
*
* Why so:
* - `checking` asks the server first: a buyer who paid for this supplier before (another day,
*   another tab) sees the qualification without paying twice; only the server's refusal (code 0,
*   unpaid) leads to the 100 yuan confirmation.
* - The payment page must open in the click's user activation, or a popup blocker stops it: the
*   startPayment actor (provided by the route) opens a blank tab synchronously, before its first
*   await, then creates the order and sends the tab there. A blocked tab is said so, with a link.
* - The payment tab is another page: the page hears of the result from it (watchPayment, a
*   BroadcastChannel the sandbox's result page posts on) or by polling the order's status, for a
*   bounded time (paymentWindow); after that the buyer checks again by hand (我已支付，再次检查).
*   A failed status check is not a failed payment: the page keeps waiting and says why.
* - 重试 and 查看资质 after a failure go through `checking` again, so whatever happened before
*   (an order paid but not fetched) never makes the buyer pay twice.
* - The qualification's values stay in context: the view gets a field's value only once the
*   buyer has clicked its 点击查看 (spec §2), and closing the dialog forgets them.
* - The login gate is the page's: this chart hears user.viewQualification only from a buyer.
*   Busy states take no user.viewQualification: a second click does nothing.
* - So is the session: when the buyer who asked is gone, the page says session.ended and the flow
*   ends wherever it is; the revealed values, the order and the polling (its states are left) go
*   with it, so the next buyer at this screen sees none of them.
*/
/**
* The server's refusal for want of payment: an answer (HTTP 200) with code 0 (server/routes/
* supplier.ts MSG_QUALIFICATION_UNPAID). Machines do not import services, so the error's shape
* is read (services/api-error.ts: kind 'rejected', code).
*/
function isUnpaidRefusal(error) {
	return typeof error === "object" && error !== null && "kind" in error && error.kind === "rejected" && "code" in error && error.code === 0;
}
function rowsOf({ qualification, revealed }) {
	if (!qualification) return [];
	return FIELDS.map((field) => ({
		field,
		label: qualificationFields[field],
		value: revealed.includes(field) ? qualification[field] : null
	}));
}
/** What the confirm, waiting and qualification dialogs show, derived from the snapshot only. */
function toQualificationView(snapshot) {
	const { context } = snapshot;
	const stage = paymentStages.find(([, value]) => snapshot.matches(value))?.[0];
	const shown = snapshot.matches("shown");
	const rows = shown ? rowsOf(context) : [];
	const notice = snapshot.matches({ idle: "cancelled" }) ? { kind: "cancelled" } : snapshot.matches({ idle: "failed" }) ? {
		kind: "failed",
		message: context.error
	} : null;
	return {
		checking: snapshot.matches("checking"),
		confirm: {
			open: snapshot.matches("confirming") || snapshot.matches("startingPayment"),
			starting: snapshot.matches("startingPayment")
		},
		payment: stage && context.order ? {
			stage,
			payUrl: context.order.payUrl,
			error: stage === "checkFailed" || stage === "recheckFailed" ? context.error : null
		} : null,
		qualification: {
			open: shown || snapshot.matches("fetching"),
			loading: snapshot.matches("fetching"),
			rows,
			allRevealed: rows.every((row) => row.value !== null)
		},
		notice
	};
}
var FIELDS, notProvided$1, outputIs, qualificationMachine, paymentStages;
var init_qualification_machine = __esmMin((() => {
	init_copy();
	init_api_failure();
	FIELDS = Object.keys(qualificationFields);
	notProvided$1 = (name) => async () => {
		throw new Error(`qualification: the ${name} actor was not provided`);
	};
	outputIs = (event, status) => typeof event === "object" && event !== null && "output" in event && event.output === status;
	qualificationMachine = setup({
		types: {
			context: {},
			input: {},
			events: {},
			children: {}
		},
		actors: {
			loadQualification: fromPromise(notProvided$1("loadQualification")),
			startPayment: fromPromise(notProvided$1("startPayment")),
			watchPayment: fromPromise(notProvided$1("watchPayment")),
			checkPayment: fromPromise(notProvided$1("checkPayment"))
		},
		delays: {
			/** between two status checks while the buyer pays */
			statusPoll: 3e3,
			/** how long the page polls before it asks the buyer to check by hand (2 minutes) */
			paymentWindow: 12e4
		},
		guards: {
			unpaid: ({ event }) => "error" in event && isUnpaidRefusal(event.error),
			tabOpened: ({ event }) => "output" in event && event.output.opened,
			paid: ({ event }) => outputIs(event, "paid"),
			cancelled: ({ event }) => outputIs(event, "cancelled")
		},
		actions: {
			assignUid: assign({ uid: ({ event }) => event.type === "user.viewQualification" ? event.uid : 0 }),
			assignOrder: assign({ order: ({ event }) => {
				const { orderNo, payUrl } = event.output;
				return {
					orderNo,
					payUrl
				};
			} }),
			assignQualification: assign({
				qualification: ({ event }) => event.output,
				revealed: [],
				error: null
			}),
			assignError: assign({ error: ({ event }) => failureMessage(event.error, "") || null }),
			forget: assign({
				order: null,
				qualification: null,
				revealed: [],
				error: null
			}),
			revealField: assign({ revealed: ({ context, event }) => event.type === "user.revealField" && !context.revealed.includes(event.field) ? [...context.revealed, event.field] : context.revealed }),
			revealAll: assign({ revealed: () => [...FIELDS] })
		}
	}).createMachine({
		id: "qualification",
		meta: {
			title: "查看资质",
			spec: "§4 §6"
		},
		context: ({ input }) => ({
			...input,
			uid: 0,
			order: null,
			qualification: null,
			revealed: [],
			error: null
		}),
		initial: "idle",
		on: { "session.ended": {
			target: ".idle.quiet",
			actions: ["forget", "assignUid"],
			description: "买家退出登录或换了账号：流程结束，对话框关闭，资质与支付订单都不留在页面上"
		} },
		states: {
			idle: {
				meta: {
					title: "未查看",
					spec: "§2"
				},
				initial: "quiet",
				on: { "user.viewQualification": {
					target: "checking",
					actions: ["forget", "assignUid"],
					description: "买家点“查看资质”：先问服务器是否已付过款"
				} },
				states: {
					quiet: { meta: {
						title: "无提示",
						spec: "§2"
					} },
					cancelled: {
						meta: {
							title: "已取消支付",
							spec: "§8"
						},
						on: { "user.dismissNotice": {
							target: "quiet",
							description: "关闭提示"
						} }
					},
					failed: {
						meta: {
							title: "查看资质失败",
							spec: "§7"
						},
						on: {
							"user.retry": {
								target: "#qualification.checking",
								description: "重试：重新查询（已付款则直接显示）"
							},
							"user.dismissNotice": {
								target: "quiet",
								actions: "forget",
								description: "关闭提示"
							}
						}
					}
				}
			},
			checking: {
				meta: {
					title: "查询是否已付款",
					spec: "§7"
				},
				invoke: {
					id: "loadQualification",
					src: "loadQualification",
					input: ({ context }) => ({ supplierId: context.supplierId }),
					onDone: {
						target: "shown",
						actions: "assignQualification",
						description: "已为该供应商付过款（code 1）：直接显示资质，不再付款"
					},
					onError: [{
						guard: "unpaid",
						target: "confirming",
						description: "尚未付款（code 0）：询问是否支付100元"
					}, {
						target: "idle.failed",
						actions: "assignError",
						description: "查询失败（网络、登录失效、服务器）：说明原因，可重试"
					}]
				}
			},
			confirming: {
				meta: {
					title: "确认支付100元",
					spec: "§4 §9"
				},
				on: {
					"user.confirmPayment": {
						target: "startingPayment",
						description: "点“确定”：在这次点击中打开新标签页，并创建支付订单"
					},
					"user.cancelPayment": {
						target: "idle.cancelled",
						description: "点“取消”：提示“已取消支付”"
					}
				}
			},
			startingPayment: {
				meta: {
					title: "正在创建支付订单",
					spec: "§4 §7"
				},
				invoke: {
					id: "startPayment",
					src: "startPayment",
					input: ({ context }) => ({ supplierId: context.supplierId }),
					onDone: [{
						guard: "tabOpened",
						target: "paying.awaiting",
						actions: "assignOrder",
						description: "订单已创建，支付页已在新标签页打开：等待支付结果"
					}, {
						target: "paying.blocked",
						actions: "assignOrder",
						description: "订单已创建，但浏览器拦截了新标签页：给出支付页链接"
					}],
					onError: {
						target: "idle.failed",
						actions: "assignError",
						description: "订单创建失败：说明原因（已打开的空白标签页随之关闭）"
					}
				}
			},
			paying: {
				meta: {
					title: "等待支付",
					spec: "§4 §7"
				},
				initial: "awaiting",
				invoke: {
					id: "watchPayment",
					src: "watchPayment",
					input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
					onDone: [{
						guard: "paid",
						target: "fetching",
						description: "支付页通知：已支付，获取资质"
					}, {
						target: "idle.cancelled",
						description: "支付页通知：已在支付页取消，提示“已取消支付”"
					}],
					onError: { description: "无法监听支付页（浏览器不支持）：只靠查询订单状态" }
				},
				on: { "user.stopWaiting": {
					target: "idle.quiet",
					actions: "forget",
					description: "点“取消”：不再等待（已付款的话，再点“查看资质”即可直接显示）"
				} },
				states: {
					blocked: {
						meta: {
							title: "支付页被拦截",
							spec: "§4"
						},
						on: { "user.openPaymentPage": {
							target: "awaiting",
							description: "点链接打开了支付页：开始等待支付结果"
						} }
					},
					awaiting: {
						meta: {
							title: "等待支付结果",
							spec: "§4"
						},
						initial: "waiting",
						after: { paymentWindow: {
							target: "unconfirmed",
							description: "等了2分钟仍未确认：请买家支付后手动再次检查"
						} },
						states: {
							waiting: {
								meta: {
									title: "稍后查询",
									spec: "§4"
								},
								after: { statusPoll: {
									target: "polling",
									description: "隔几秒查询一次订单状态"
								} }
							},
							polling: {
								meta: {
									title: "查询订单状态",
									spec: "§7"
								},
								invoke: {
									id: "checkPayment",
									src: "checkPayment",
									input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
									onDone: [
										{
											guard: "paid",
											target: "#qualification.fetching",
											description: "已支付：获取资质"
										},
										{
											guard: "cancelled",
											target: "#qualification.idle.cancelled",
											description: "订单已取消：提示“已取消支付”"
										},
										{
											target: "waiting",
											description: "尚未支付：稍后再查"
										}
									],
									onError: {
										target: "checkFailed",
										actions: "assignError",
										description: "查询失败（网络）：说明原因，稍后自动再查"
									}
								}
							},
							checkFailed: {
								meta: {
									title: "暂时无法查询",
									spec: "§7"
								},
								after: { statusPoll: {
									target: "polling",
									description: "稍后自动再查"
								} }
							}
						}
					},
					unconfirmed: {
						meta: {
							title: "未确认支付",
							spec: "§4"
						},
						initial: "quiet",
						states: {
							quiet: {
								meta: {
									title: "请再次检查",
									spec: "§4"
								},
								on: { "user.recheckPayment": {
									target: "rechecking",
									description: "点“我已支付，再次检查”"
								} }
							},
							stillPending: {
								meta: {
									title: "尚未支付",
									spec: "§4"
								},
								on: { "user.recheckPayment": {
									target: "rechecking",
									description: "点“我已支付，再次检查”"
								} }
							},
							checkFailed: {
								meta: {
									title: "检查失败",
									spec: "§7"
								},
								on: { "user.recheckPayment": {
									target: "rechecking",
									description: "点“我已支付，再次检查”"
								} }
							},
							rechecking: {
								meta: {
									title: "正在检查",
									spec: "§7"
								},
								invoke: {
									id: "checkPayment",
									src: "checkPayment",
									input: ({ context }) => ({ orderNo: context.order?.orderNo ?? "" }),
									onDone: [
										{
											guard: "paid",
											target: "#qualification.fetching",
											description: "已支付：获取资质"
										},
										{
											guard: "cancelled",
											target: "#qualification.idle.cancelled",
											description: "订单已取消：提示“已取消支付”"
										},
										{
											target: "stillPending",
											description: "仍未支付：请在支付页完成支付"
										}
									],
									onError: {
										target: "checkFailed",
										actions: "assignError",
										description: "检查失败（网络）：说明原因，可再次检查"
									}
								}
							}
						}
					}
				}
			},
			fetching: {
				meta: {
					title: "正在获取资质",
					spec: "§7"
				},
				invoke: {
					id: "loadQualification",
					src: "loadQualification",
					input: ({ context }) => ({ supplierId: context.supplierId }),
					onDone: {
						target: "shown",
						actions: "assignQualification",
						description: "资质已返回（code 1，data.extend）"
					},
					onError: {
						target: "idle.failed",
						actions: "assignError",
						description: "获取失败：说明原因；重试不会再次付款"
					}
				}
			},
			shown: {
				meta: {
					title: "资质对话框",
					spec: "§2 §3"
				},
				on: {
					"user.revealField": {
						actions: "revealField",
						description: "点某一项的“点击查看”：显示这一项"
					},
					"user.revealAll": {
						actions: "revealAll",
						description: "点“全部显示”"
					},
					"user.closeQualification": {
						target: "idle.quiet",
						actions: "forget",
						description: "关闭对话框：资质不留在页面上"
					}
				}
			}
		}
	});
	paymentStages = [
		["blocked", { paying: "blocked" }],
		["waiting", { paying: { awaiting: "waiting" } }],
		["polling", { paying: { awaiting: "polling" } }],
		["checkFailed", { paying: { awaiting: "checkFailed" } }],
		["unconfirmed", { paying: { unconfirmed: "quiet" } }],
		["stillPending", { paying: { unconfirmed: "stillPending" } }],
		["recheckFailed", { paying: { unconfirmed: "checkFailed" } }],
		["rechecking", { paying: { unconfirmed: "rechecking" } }]
	];
}));
// src/machines/session.machine.ts?documented
/**
* session: who the buyer is (spec §4 "Logged out", §6 roles, §7 uid), the 登录 dialog, and the
* cart count the header shows.
*
*   restoring ──restoreSession: a user──────────────────────────────▶ loggedIn
*      ├──────── no token / token refused ──────────────────▶ loggedOut
*      └──────── no answer (network, 5xx) ──▶ loggedOut.restoreFailed ──user.retryRestore──▶ restoring
*
*   loggedOut                                          loggedIn  (watchSession runs throughout)
*     idle ──user.openLogin──▶ editing                   countingCart ──▶ cartCounted | cartUncounted
*      ▲  ◀──user.closeLogin── editing | submitting | rejected          cart.changed ──▶ cartCounted
*      │                       editing | rejected ──user.submitLogin──▶ ├─ user.logout ──▶ loggingOut ──▶ loggedOut
*      │                         ├ [bad input] ──▶ rejected (no call)    └─ watchSession ends (401 / another tab
*      │                         └ ──▶ submitting ──login ok──▶ loggedIn     logged out) ──▶ loggedOut + notice
*      │                                        └──login error──▶ rejected
*
* Why so:
* - The dialog's states live under loggedOut: a logged-in buyer cannot open it (user.openLogin is
*   simply not taken there), and a session that ends while browsing lands in loggedOut.idle.
* - `rejected` keeps the dialog open with the reason in Chinese; the view keeps what was typed.
* - A restore that fails on the network is not a logout: the service keeps the token for the next
*   load, the buyer is a visitor for now.
* - watchSession is a promise that settles when the token dies (a 401 on any call, or another tab
*   removing it): settling is the one way a session ends without the buyer asking, so it can be
*   played like any call's outcome in tests and on /flows.
* - loggingOut keeps the user until the server has been told (or could not be), so the header
*   does not flash 登录 while the call runs; it always ends logged out, the token is gone anyway.
* - The page that asked for the login hears how it ended through emitted events: `loggedIn`
*   (carry on with what needed it) or `loginDismissed` (forget it).
*/
/** What the header, the login dialog and the pages see of the session, from the snapshot only. */
function toSessionView(snapshot) {
	const { user, cartCount, notice, reason, loginError, mobile } = snapshot.context;
	return {
		status: snapshot.matches("restoring") ? "restoring" : snapshot.matches("loggedOut") ? "loggedOut" : "loggedIn",
		user,
		uid: user?.id ?? 0,
		cartCount,
		login: {
			open: dialogStates.some((state) => snapshot.matches({ loggedOut: state })),
			submitting: snapshot.matches({ loggedOut: "submitting" }),
			error: snapshot.matches({ loggedOut: "rejected" }) ? loginError : null,
			reason,
			mobile
		},
		notice,
		canRetryRestore: snapshot.matches({ loggedOut: "restoreFailed" }),
		loggingOut: snapshot.matches("loggingOut")
	};
}
var inputProblemText, notProvided, signedOut, sessionMachine, dialogStates;
var init_session_machine = __esmMin((() => {
	init_copy();
	init_login_input();
	init_api_failure();
	inputProblemText = {
		mobile: appText.loginMobileInvalid,
		password: appText.loginPasswordEmpty
	};
	notProvided = (name) => async () => {
		throw new Error(`session: the ${name} actor was not provided`);
	};
	signedOut = {
		user: null,
		cartCount: null
	};
	sessionMachine = setup({
		types: {
			context: {},
			events: {},
			emitted: {},
			children: {}
		},
		actors: {
			/** the buyer of the stored token; null without one or when the server refuses it */
			restoreSession: fromPromise(notProvided("restoreSession")),
			login: fromPromise(notProvided("login")),
			/** tells the server and forgets the token, even when the call fails */
			logout: fromPromise(notProvided("logout")),
			/** settles when the token dies behind the page's back */
			watchSession: fromPromise(notProvided("watchSession")),
			loadCartCount: fromPromise(notProvided("loadCartCount"))
		},
		guards: {
			restoredUser: ({ event }) => "output" in event && event.output !== null,
			loginInputInvalid: ({ event }) => event.type === "user.submitLogin" && loginInputProblem(event.mobile, event.password) !== null,
			hasNotice: ({ context }) => context.notice !== null
		},
		actions: {
			openDialog: assign(({ event }) => {
				assertEvent(event, "user.openLogin");
				return {
					reason: event.reason ?? null,
					loginError: null
				};
			}),
			closeDialog: assign({
				reason: null,
				loginError: null
			}),
			emitDismissed: emit({ type: "loginDismissed" }),
			rejectInput: assign(({ event }) => {
				assertEvent(event, "user.submitLogin");
				const problem = loginInputProblem(event.mobile, event.password);
				return {
					mobile: event.mobile,
					loginError: problem && inputProblemText[problem]
				};
			}),
			startLogin: assign(({ event }) => {
				assertEvent(event, "user.submitLogin");
				return {
					mobile: event.mobile,
					loginError: null
				};
			}),
			rejectLogin: assign({ loginError: ({ event }) => failureMessage("error" in event ? event.error : null, appText.loginFailed) }),
			dismissNotice: assign({ notice: null }),
			noteRestoreFailed: assign({ notice: ({ event }) => fill(appText.sessionRestoreFailed, { reason: failureMessage(event.error, "") }) })
		}
	}).createMachine({
		id: "session",
		meta: {
			title: "登录状态",
			spec: "§4 §6"
		},
		context: {
			user: null,
			cartCount: null,
			notice: null,
			reason: null,
			loginError: null,
			mobile: ""
		},
		initial: "restoring",
		states: {
			restoring: {
				meta: {
					title: "恢复登录",
					spec: "§6"
				},
				initial: "quiet",
				states: {
					quiet: {
						meta: {
							title: "正在确认登录状态",
							spec: "§6"
						},
						on: { "user.openLogin": {
							target: "loginWanted",
							actions: "openDialog",
							description: "登录状态未知时被要求登录：记下，确认是访客后再打开登录框"
						} }
					},
					loginWanted: { meta: {
						title: "确认后打开登录框",
						spec: "§4 §6"
					} }
				},
				invoke: {
					id: "restoreSession",
					src: "restoreSession",
					onDone: [
						{
							guard: "restoredUser",
							target: "loggedIn",
							actions: assign({ user: ({ event }) => event.output }),
							description: "令牌有效：恢复为登录用户"
						},
						{
							guard: stateIn({ restoring: "loginWanted" }),
							target: "loggedOut.editing",
							description: "访客，且刚才被要求登录：打开登录框"
						},
						{
							target: "loggedOut",
							description: "没有令牌或令牌已失效：访客"
						}
					],
					onError: [{
						guard: stateIn({ restoring: "loginWanted" }),
						target: "loggedOut.editing",
						actions: "noteRestoreFailed",
						description: "网络出错，且刚才被要求登录：按访客打开登录框"
					}, {
						target: "loggedOut.restoreFailed",
						actions: "noteRestoreFailed",
						description: "网络出错：暂按访客浏览并说明原因，令牌保留，可重试"
					}]
				}
			},
			loggedOut: {
				meta: {
					title: "未登录（访客）",
					spec: "§4 §6"
				},
				initial: "idle",
				on: { "user.dismissSessionNotice": {
					guard: "hasNotice",
					actions: "dismissNotice",
					description: "关闭“登录已失效”提示"
				} },
				states: {
					idle: {
						meta: {
							title: "登录框关闭",
							spec: "§4"
						},
						on: { "user.openLogin": {
							target: "editing",
							actions: "openDialog",
							description: "打开登录框（收藏、加入购物车、立即购买、查看资质，或点页头的登录）"
						} }
					},
					restoreFailed: {
						meta: {
							title: "登录状态未能确认",
							spec: "§6"
						},
						on: {
							"user.retryRestore": {
								target: "#session.restoring",
								actions: "dismissNotice",
								description: "重试：再次确认保存的登录状态"
							},
							"user.openLogin": {
								target: "editing",
								actions: "openDialog",
								description: "改为重新登录"
							},
							"user.dismissSessionNotice": {
								target: "idle",
								actions: "dismissNotice",
								description: "关闭提示：按访客继续浏览"
							}
						}
					},
					editing: {
						meta: {
							title: "填写登录信息",
							spec: "§4"
						},
						on: {
							"user.submitLogin": [{
								guard: "loginInputInvalid",
								target: "rejected",
								actions: "rejectInput",
								description: "手机号或密码格式不对：就地提示，不发请求"
							}, {
								target: "submitting",
								actions: "startLogin",
								description: "提交手机号和密码"
							}],
							"user.closeLogin": {
								target: "idle",
								actions: ["closeDialog", "emitDismissed"],
								description: "取消登录：页面忘掉等待登录的操作"
							}
						}
					},
					submitting: {
						meta: {
							title: "登录中",
							spec: "§4 §7"
						},
						invoke: {
							id: "login",
							src: "login",
							input: ({ event }) => {
								assertEvent(event, "user.submitLogin");
								return {
									mobile: normaliseMobile(event.mobile),
									password: event.password
								};
							},
							onDone: {
								target: "#session.loggedIn",
								actions: [assign(({ event }) => ({
									user: event.output,
									notice: null,
									reason: null,
									loginError: null
								})), emit(({ event }) => ({
									type: "loggedIn",
									user: event.output
								}))],
								description: "登录成功：页面继续刚才的操作"
							},
							onError: {
								target: "rejected",
								actions: "rejectLogin",
								description: "登录失败（手机号未注册、密码错误、网络）"
							}
						},
						on: { "user.closeLogin": {
							target: "idle",
							actions: ["closeDialog", "emitDismissed"],
							description: "登录中取消：放弃这次请求"
						} }
					},
					rejected: {
						meta: {
							title: "登录未通过",
							spec: "§4"
						},
						on: {
							"user.submitLogin": [{
								guard: "loginInputInvalid",
								target: "rejected",
								reenter: true,
								actions: "rejectInput",
								description: "改后仍不合格式：换成新的提示"
							}, {
								target: "submitting",
								actions: "startLogin",
								description: "改正后再次提交"
							}],
							"user.closeLogin": {
								target: "idle",
								actions: ["closeDialog", "emitDismissed"],
								description: "放弃登录：页面忘掉等待登录的操作"
							}
						}
					}
				}
			},
			loggedIn: {
				meta: {
					title: "已登录",
					spec: "§4 §6"
				},
				invoke: {
					id: "watchSession",
					src: "watchSession",
					onDone: {
						target: "loggedOut",
						actions: assign({
							...signedOut,
							notice: appText.sessionExpired
						}),
						description: "令牌失效（接口返回401，或在其他标签页退出）"
					},
					onError: {
						target: "loggedOut",
						actions: assign({
							...signedOut,
							notice: appText.sessionExpired
						}),
						description: "无法再确认登录：按失效处理"
					}
				},
				initial: "countingCart",
				on: {
					"cart.changed": {
						target: ".cartCounted",
						actions: assign({ cartCount: ({ event }) => event.count }),
						description: "购物车件数变了（加入购物车之后）"
					},
					"user.logout": {
						target: "loggingOut",
						description: "点页头的退出"
					}
				},
				states: {
					countingCart: {
						meta: {
							title: "读取购物车件数",
							spec: "§7"
						},
						invoke: {
							id: "loadCartCount",
							src: "loadCartCount",
							onDone: {
								target: "cartCounted",
								actions: assign({ cartCount: ({ event }) => event.output }),
								description: "购物车件数已返回"
							},
							onError: {
								target: "cartUncounted",
								description: "购物车件数读取失败：页头不显示件数"
							}
						}
					},
					cartCounted: { meta: {
						title: "显示购物车件数",
						spec: "§2"
					} },
					cartUncounted: { meta: {
						title: "购物车件数未知",
						spec: "§2"
					} }
				}
			},
			loggingOut: {
				meta: {
					title: "退出中",
					spec: "§6"
				},
				invoke: {
					id: "logout",
					src: "logout",
					onDone: {
						target: "loggedOut",
						actions: assign(signedOut),
						description: "已退出登录"
					},
					onError: {
						target: "loggedOut",
						actions: assign(signedOut),
						description: "服务器没有回应：本地照样退出（令牌已删除）"
					}
				}
			}
		}
	});
	dialogStates = [
		"editing",
		"submitting",
		"rejected"
	];
}));
// src/views/cart-page-view.tsx
/**
* The cart page (/shoppingCart): renders the cartPage machine's view and sends the buyer's edits.
*
* A quantity field holds what the buyer is typing (the machine knows only saved quantities), and
* commits it with Enter or on leaving the field; the machine clamps it to 1..stock or refuses it,
* and the field is keyed by `fieldKey`, so it shows the saved quantity again after every answer.
* On a wide screen the lines are a table; below 768 px each row is laid out as a card (the table
* stays a table for assistive technology, only its boxes move).
*/
function CartPageView({ view, send, imageHost, onLogin }) {
	switch (view.status) {
		case "loggedOut": return /* @__PURE__ */ jsx(MessagePanel, {
			title: orderText.cartLoginTitle,
			action: onLogin && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "rounded bg-brand-500 px-5 py-2 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
				onClick: onLogin,
				children: labels.login
			}),
			children: orderText.cartLoginBody
		});
		case "loading": return /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "cart-heading",
			children: [/* @__PURE__ */ jsx(CartHeading, {}), /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm",
				children: orderText.cartLoading
			})]
		});
		case "failed": return /* @__PURE__ */ jsx(FailurePanel, {
			title: orderText.cartLoadFailed,
			error: view.error,
			onRetry: () => send({ type: "user.retry" })
		});
		case "empty": return /* @__PURE__ */ jsx(MessagePanel, {
			title: orderText.cartEmpty,
			action: /* @__PURE__ */ jsx(Link, {
				to: "/goods",
				className: primaryButton,
				children: catalogueText.browseAll
			}),
			children: orderText.cartEmptyHint
		});
		case "loaded": return /* @__PURE__ */ jsx(CartLines, {
			view,
			send,
			imageHost
		});
	}
}
function CartHeading({ count }) {
	return /* @__PURE__ */ jsxs("h1", {
		id: "cart-heading",
		className: "mb-3 text-xl font-semibold",
		children: [appText.cart, count && /* @__PURE__ */ jsx("span", {
			className: "ml-2 text-base font-normal text-neutral-500",
			children: count
		})]
	});
}
function CartLines({ view, send, imageHost }) {
	const { failure } = view;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "cart-heading",
		children: [
			/* @__PURE__ */ jsx(CartHeading, { count: view.totals.itemsText }),
			failure && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mb-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-red-700",
				children: fill(failure.action === "update" ? orderText.cartUpdateFailed : orderText.cartRemoveFailed, {
					name: failure.name,
					message: failure.message
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "rounded-lg bg-white shadow-sm",
				children: /* @__PURE__ */ jsxs("table", {
					className: "w-full border-collapse text-sm tabular-nums",
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "sr-only",
							children: orderText.cartLines
						}),
						/* @__PURE__ */ jsx("thead", {
							className: "bg-neutral-50 text-xs text-neutral-500 max-md:sr-only",
							children: /* @__PURE__ */ jsxs("tr", { children: [
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-left`,
									children: orderText.goodsColumn
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-left`,
									children: labels.colour
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-left`,
									children: labels.size
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-right`,
									children: orderText.unitPrice
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-center`,
									children: labels.quantity
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-right`,
									children: orderText.lineTotal
								}),
								/* @__PURE__ */ jsx("th", {
									scope: "col",
									className: `${headCell} text-center`,
									children: orderText.actions
								})
							] })
						}),
						/* @__PURE__ */ jsx("tbody", { children: view.lines.map((line) => /* @__PURE__ */ jsx(CartRow, {
							line,
							send,
							imageHost
						}, line.id)) })
					]
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-3 flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 rounded-lg bg-white px-4 py-3 shadow-sm",
				children: [/* @__PURE__ */ jsx("span", {
					className: "text-neutral-600",
					children: view.totals.itemsText
				}), /* @__PURE__ */ jsx("span", {
					className: "text-lg font-bold text-brand-600",
					children: view.totals.priceText
				})]
			})
		]
	});
}
function CartRow({ line, send, imageHost }) {
	const names = {
		name: line.title,
		colour: line.colour,
		size: line.size
	};
	const busy = line.saving || line.removing;
	return /* @__PURE__ */ jsxs("tr", {
		"aria-busy": busy || void 0,
		"data-removing": line.removing || void 0,
		className: "border-t border-neutral-100 first:border-t-0 data-removing:opacity-50 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:items-center max-md:gap-x-4 max-md:gap-y-2 max-md:p-3",
		children: [
			/* @__PURE__ */ jsx("td", {
				className: `${cell} max-md:col-span-3`,
				children: /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-3",
					children: [/* @__PURE__ */ jsx("img", {
						src: mediaPathUrl(imageHost, line.thumbnail),
						alt: "",
						width: THUMB_PX,
						height: THUMB_PX,
						loading: "lazy",
						decoding: "async",
						className: "size-16 shrink-0 rounded bg-neutral-100 object-cover"
					}), /* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/detail",
							search: { id: line.goodsId },
							className: "line-clamp-2 leading-snug hover:text-brand-600",
							children: line.title
						}), /* @__PURE__ */ jsxs("p", {
							className: "mt-0.5 font-mono text-xs text-neutral-500",
							children: [
								labels.itemNumber,
								" ",
								line.sku
							]
						})]
					})]
				})
			}),
			/* @__PURE__ */ jsx("td", {
				"data-label": labels.colour,
				className: `${cell} ${phoneLabel} whitespace-nowrap`,
				children: line.colour
			}),
			/* @__PURE__ */ jsx("td", {
				"data-label": labels.size,
				className: `${cell} ${phoneLabel}`,
				children: line.size
			}),
			/* @__PURE__ */ jsx("td", {
				"data-label": orderText.unitPrice,
				className: `${cell} ${phoneLabel} whitespace-nowrap text-right`,
				children: fill(appText.yuan, { amount: line.price })
			}),
			/* @__PURE__ */ jsxs("td", {
				className: `${cell} text-center max-md:text-left`,
				children: [
					/* @__PURE__ */ jsx(QuantityField, {
						line,
						names,
						send
					}),
					line.saving && /* @__PURE__ */ jsx("span", {
						className: "mt-1 block text-xs text-neutral-500 max-md:ml-2 max-md:inline",
						children: orderText.saving
					}),
					line.overStock && !busy && /* @__PURE__ */ jsx("span", {
						className: "mt-1 block text-xs text-red-600",
						children: line.stock > 0 ? fill(orderText.cartOverStock, { n: line.stock }) : appText.soldOut
					})
				]
			}),
			/* @__PURE__ */ jsx("td", {
				"data-label": orderText.lineTotal,
				className: `${cell} ${phoneLabel} whitespace-nowrap text-right font-semibold text-brand-600`,
				children: fill(appText.yuan, { amount: line.lineTotal })
			}),
			/* @__PURE__ */ jsx("td", {
				className: `${cell} text-center max-md:text-right`,
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": fill(orderText.removeLine, names),
					disabled: !line.canRemove,
					onClick: () => send({
						type: "user.removeLine",
						lineId: line.id
					}),
					className: "rounded px-2 py-1 text-neutral-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent",
					children: line.removing ? orderText.removing : orderText.remove
				})
			})
		]
	});
}
function QuantityField({ line, names, send }) {
	const commit = (text) => send({
		type: "user.changeQuantity",
		lineId: line.id,
		text
	});
	const onSubmit = (event) => {
		event.preventDefault();
		commit(String(new FormData(event.currentTarget).get("quantity") ?? ""));
	};
	const onBlur = (event) => {
		if (event.currentTarget.value !== line.fieldValue) commit(event.currentTarget.value);
	};
	const onKeyDown = (event) => {
		const delta = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
		if (delta === 0) return;
		event.preventDefault();
		send({
			type: "user.stepQuantity",
			lineId: line.id,
			delta
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		className: "inline-flex h-8 items-stretch overflow-hidden rounded border border-neutral-300 bg-white",
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": fill(orderText.cartDecrease, names),
				disabled: !line.canDecrease,
				onClick: () => send({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: -1
				}),
				className: stepButton,
				children: "−"
			}),
			/* @__PURE__ */ jsx("input", {
				name: "quantity",
				type: "text",
				role: "spinbutton",
				inputMode: "numeric",
				enterKeyHint: "done",
				autoComplete: "off",
				"aria-label": fill(orderText.cartQuantityOf, names),
				"aria-valuemin": 1,
				"aria-valuemax": Math.max(1, line.stock),
				"aria-valuenow": line.quantity,
				defaultValue: line.fieldValue,
				disabled: !line.canEdit,
				onBlur,
				onKeyDown,
				className: "w-14 border-x border-neutral-300 text-center tabular-nums outline-none focus-visible:bg-brand-50 disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:text-neutral-400"
			}, line.fieldKey),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": fill(orderText.cartIncrease, names),
				disabled: !line.canIncrease,
				onClick: () => send({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: 1
				}),
				className: stepButton,
				children: "+"
			})
		]
	});
}
var THUMB_PX, headCell, cell, stepButton;
var init_cart_page_view = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_order_text();
	init_media_url();
	init_message_panel();
	init_phone_label();
	THUMB_PX = 80;
	headCell = "px-3 py-2 font-normal whitespace-nowrap";
	cell = "px-3 py-2 align-middle max-md:p-0";
	stepButton = "flex w-8 items-center justify-center text-base leading-none text-neutral-600 hover:bg-brand-50 hover:text-brand-600 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent";
}));
// src/flows/demo-data.ts
var COLOURS, SIZES, two, stockOf, specs, media, demoGoods, demoSupplier, demoRecommended, demoShopPage, demoEmptyPage;
var init_demo_data = __esmMin((() => {
	COLOURS = [
		"粉色",
		"白色",
		"浅棕色",
		"灰色",
		"奶黄色"
	];
	SIZES = [
		{
			size: "20cm",
			weight: 68,
			price: "7.40"
		},
		{
			size: "30cm",
			weight: 128,
			price: "10.40"
		},
		{
			size: "40cm（约0.3kg）加厚款",
			weight: 300,
			price: "28.90"
		},
		{
			size: "60cm",
			weight: 452,
			price: "26.60"
		},
		{
			size: "80cm",
			weight: 788,
			price: "43.40"
		},
		{
			size: "1米（送礼盒）",
			weight: 1220,
			price: "65.00"
		}
	];
	two = (n) => String(n).padStart(2, "0");
	stockOf = (ci, si) => (ci + si) % 4 === 2 ? 0 : 20 + (ci * 37 + si * 53) % 180;
	specs = COLOURS.map((color, ci) => ({
		color,
		sizes: SIZES.map((size, si) => ({
			id: 1001e4 + (ci + 1) * 100 + si + 1,
			size: size.size,
			goods_sn: `MR-1001-${two(ci + 1)}-${two(si + 1)}`,
			weight: size.weight,
			price: size.price,
			stock: stockOf(ci, si),
			thumbnail: `/UpLoad/goods/1001/c${ci + 1}.jpg`
		}))
	}));
	media = (FName, IsVideo = 0) => ({
		IsVideo,
		IsEncry: 0,
		Path: "goods/1001",
		FName
	});
	demoGoods = {
		ID: 1001,
		PName: "网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊",
		ToySn: "MR-1001",
		ITime: "2026-03-15 10:22:00",
		CTime: "2026-11-18 16:40:00",
		sale_num: 3862,
		PHotNum: 52817,
		BuyNum: 1294,
		min_weight: 68,
		message: "<b>现货秒发</b>：下单后48小时内发货<br>支持一件代发，破损包退包换。<br><i>注：尺寸为平放测量，误差1–3cm属正常。</i>",
		skuFlag: 1,
		price: "7.40",
		ali_url: "https://detail.1688.com/offer/718265904312.html",
		SID: 101,
		SName: "扬州市宝贝乐毛绒玩具厂",
		specs,
		pics: [{
			type: 2,
			file: "/UpLoad/goods/1001/main.mp4",
			poster: "/UpLoad/goods/1001/poster.jpg"
		}],
		imageList: [
			media("main.mp4", 1),
			media("g1.jpg"),
			media("g2.jpg"),
			media("g3.jpg"),
			media("g4.jpg")
		],
		detailList: [
			media("d1.jpg"),
			media("d2.jpg"),
			media("d3.jpg"),
			media("d4.jpg")
		]
	};
	demoSupplier = {
		ID: 101,
		CName: "扬州市宝贝乐毛绒玩具厂",
		comeInYear: 9,
		totalGoods: 8,
		updateNewTime: "2026-11-18 16:42:10",
		Addr: "江苏省扬州市邗江区公道镇工业集中区宝贝乐路8号",
		QQ: "1035872264",
		Weixin: "baobeile_toys",
		Mobile: "13952751886",
		Mobile1: "18952571203",
		shipping_type: 0,
		goods: [
			{
				ID: 1007,
				Path: "goods/1007",
				FName: "poster.jpg",
				IsEncry: 0
			},
			{
				ID: 1038,
				Path: "goods/1038",
				FName: "main.jpg",
				IsEncry: 0
			},
			{
				ID: 1024,
				Path: "goods/1024",
				FName: "main.jpg",
				IsEncry: 0
			},
			{
				ID: 1055,
				Path: "goods/1055",
				FName: "main.jpg",
				IsEncry: 0
			},
			{
				ID: 1001,
				Path: "goods/1001",
				FName: "poster.jpg",
				IsEncry: 0
			},
			{
				ID: 1062,
				Path: "goods/1062",
				FName: "main.jpg",
				IsEncry: 0
			}
		]
	};
	demoRecommended = [
		{
			ID: 1007,
			Picture: "/UpLoad/goods/1007/poster.jpg",
			PName: "治愈系泰迪熊挂件 毛绒玩具 女生节日礼物",
			Price: "4.10",
			PClickCount: 270931
		},
		{
			ID: 1038,
			Picture: "/UpLoad/goods/1038/main.jpg",
			PName: "可爱垂耳兔靠垫 毛绒玩具 儿童生日礼物",
			Price: "11.10",
			PClickCount: 117454
		},
		{
			ID: 1024,
			Picture: "/UpLoad/goods/1024/main.jpg",
			PName: "创意鲸鱼娃娃机公仔 毛绒玩具 婚庆抛洒礼品",
			Price: "",
			PClickCount: 121992
		},
		{
			ID: 1055,
			Picture: "/UpLoad/goods/1055/main.jpg",
			PName: "治愈系熊猫钥匙扣挂件 毛绒玩具 厂家直销批发",
			Price: "3.80",
			PClickCount: 48852
		},
		{
			ID: 1034,
			Picture: "/UpLoad/goods/1034/main.jpg",
			PName: "创意海洋鲸鱼钥匙扣挂件 毛绒玩具 陪睡安抚玩偶",
			Price: "3.80",
			PClickCount: 5515
		},
		{
			ID: 1060,
			Picture: "/UpLoad/goods/1060/main.jpg",
			PName: "日系柴犬娃娃机公仔 毛绒玩具 婚庆抛洒礼品",
			Price: "44.00",
			PClickCount: 38670
		},
		{
			ID: 1025,
			Picture: "/UpLoad/goods/1025/main.jpg",
			PName: "ins风熊猫午睡枕 毛绒玩具 毕业季礼物",
			Price: "15.40",
			PClickCount: 68516
		},
		{
			ID: 1059,
			Picture: "/UpLoad/goods/1059/main.jpg",
			PName: "可爱猫咪抱枕 毛绒玩具 陪睡安抚玩偶",
			Price: "11.10",
			PClickCount: 33387
		}
	];
	demoShopPage = {
		list: demoRecommended,
		totalCount: demoRecommended.length,
		page: 1,
		size: 20
	};
	demoEmptyPage = {
		list: [],
		totalCount: 0,
		page: 1,
		size: 20
	};
}));
// src/flows/demo-cart.ts
var lineOf$1, lines, demoCart, demoEmptyCart;
var init_demo_cart = __esmMin((() => {
	init_demo_data();
	lineOf$1 = (id, colourIndex, sizeIndex, quantity) => {
		const colour = demoGoods.specs[colourIndex];
		const size = colour?.sizes[sizeIndex];
		if (!colour || !size) return [];
		return [{
			id,
			goods_id: demoGoods.ID,
			sku_id: size.id,
			PName: demoGoods.PName,
			color: colour.color,
			size: size.size,
			goods_sn: size.goods_sn,
			price: size.price,
			goods_num: Math.min(quantity, Math.max(1, size.stock)),
			stock: size.stock,
			thumbnail: size.thumbnail
		}];
	};
	lines = [
		...lineOf$1(1, 0, 0, 3),
		...lineOf$1(2, 1, 1, 2),
		...lineOf$1(3, 2, 3, 10)
	];
	demoCart = {
		lines,
		count: lines.reduce((n, line) => n + line.goods_num, 0)
	};
	demoEmptyCart = {
		lines: [],
		count: 0
	};
}));
// src/flows/registry.tsx
function demoCalls() {
	const pending = /* @__PURE__ */ new Map();
	return {
		waiting: () => fromPromise(({ self, signal }) => new Promise((resolve, reject) => {
			const call = {
				resolve: (value) => resolve(value),
				reject
			};
			pending.set(self.id, call);
			signal.addEventListener("abort", () => {
				if (pending.get(self.id) === call) pending.delete(self.id);
			});
		})),
		settle: (id, outcome) => {
			const call = pending.get(id);
			if (!call) return false;
			pending.delete(id);
			if (outcome.ok) call.resolve(outcome.output);
			else call.reject(outcome.error);
			return true;
		}
	};
}
/** An entry of the registry, type-checked against its own machine. */
function defineFlow(flow) {
	return flow;
}
/** The entry of machine `id`, or the first (detailPage) for an unknown id. */
function flowById(id) {
	const found = flows.find((flow) => flow.id === id) ?? flows[0];
	if (!found) throw new Error("the flows registry is empty");
	return found;
}
var httpError, succeeded, notFound, serverError, networkError, loginRefused, demoBuyer, demoColours, demoMain, DEMO_UID, demoSize, demoLines, refused, demoQualification, demoQualificationFlow, demoPayment, demoCover, demoCoverNote, downloadFailed, demoUploadUrl, colourSamples, flows;
var init_registry = __esmMin((() => {
	init_copy();
	init_flows_text();
	init_cart_page_machine$1();
	init_detail_page_machine();
	init_download_machine();
	init_favourite_machine();
	init_find_similar_machine();
	init_gallery_machine();
	init_goods_list_machine();
	init_image_preview_machine();
	init_platform_chooser_machine();
	init_purchase_machine();
	init_qualification_machine();
	init_selection_machine();
	init_session_machine();
	init_colour_order();
	init_gallery_items();
	init_media_url();
	init_upload_platforms();
	init_api_error();
	init_added_to_cart_dialog();
	init_asset_actions();
	init_cart_page_view();
	init_cart_summary();
	init_colour_picker();
	init_detail_page_view();
	init_detail_tabs();
	init_favourite_action();
	init_fill_colour();
	init_find_similar_action();
	init_gallery_view();
	init_goods_list_view();
	init_image_preview_dialog();
	init_login_dialog();
	init_page_frame();
	init_purchase_bar();
	init_qualification_dialogs();
	init_qualification_notice();
	init_session_context();
	init_size_table();
	init_demo_cart();
	init_demo_data();
	httpError = (status) => new ApiError("http", defaultMessage("http", status), status);
	succeeded = (output, label = flowsText.demoSucceeded) => ({
		label,
		ok: true,
		output
	});
	notFound = {
		label: flowsText.demoNotFound,
		ok: false,
		error: httpError(404)
	};
	serverError = {
		label: flowsText.demoServerError,
		ok: false,
		error: httpError(500)
	};
	networkError = {
		label: flowsText.demoNetworkError,
		ok: false,
		error: new ApiError("network", defaultMessage("network"))
	};
	loginRefused = (label, msg) => ({
		label,
		ok: false,
		error: new ApiError("http", msg, 401, 0)
	});
	demoBuyer = {
		id: 1,
		nickname: "演示买家"
	};
	demoColours = orderColours(demoGoods.specs);
	demoMain = demoGoods.pics[0];
	DEMO_UID = 1;
	demoSize = demoColours.flatMap((c) => c.sizes.map((size) => ({
		colour: c.color,
		size
	}))).find((line) => line.size.stock > 0);
	demoLines = demoSize ? [{
		...demoSize,
		quantity: 3
	}] : [];
	refused = (message) => ({
		label: flowsText.demoRefused,
		ok: false,
		error: new ApiError("http", message, 400)
	});
	demoQualification = {
		business_company_name: "扬州市宝贝乐毛绒玩具厂",
		business_chairman: "王建国",
		business_code: "91321003MA1W000101",
		business_address: "扬州市邗江区公道镇工业集中区宝贝乐路8号",
		business_date: "2015-03-12",
		business_foundation: "500万元人民币",
		business_expired: "2015-03-12 至 长期",
		business_scope: "生产、加工、销售：毛绒玩具、布绒玩具、工艺礼品、抱枕靠垫、箱包挂件。"
	};
	demoQualificationFlow = qualificationMachine.provide({ actors: { loadQualification: fromPromise(async () => demoQualification) } });
	demoPayment = (opened) => ({
		orderNo: "QP1763712000000123456",
		payUrl: "/pay?order_no=QP1763712000000123456&money=100&body=demo",
		opened
	});
	demoCover = demoMain ? mediaPathUrl("", demoMain.type === 2 ? demoMain.poster : demoMain.file) : "";
	demoCoverNote = demoMain?.type === 2 ? "视频封面" : "主图";
	downloadFailed = (name) => ({
		label: flowsText.demoNetworkError,
		ok: false,
		error: new Error(fill(appText.downloadFileNetwork, { name }))
	});
	demoUploadUrl = `/api/mini/goods/upload/view/${demoGoods.ID}/${encodeURIComponent(labels.douyin)}`;
	colourSamples = (type, names) => names.map((name, index) => ({
		event: {
			type,
			index
		},
		note: name
	}));
	flows = [
		defineFlow({
			id: "detailPage",
			name: "商品详情页",
			summary: "打开 /detail?id= 时加载商品；加载成功后并行加载供应商名片和推荐商品，并启动图集、选择、大图预览三个子状态机。",
			machine: detailPageMachine,
			demo: (env, calls) => ({
				logic: detailPageMachine.provide({ actors: {
					loadGoods: calls.waiting(),
					loadSupplier: calls.waiting(),
					loadRecommended: calls.waiting(),
					purchase: purchaseMachine.provide({ actors: {
						saveCart: calls.waiting(),
						placeOrder: calls.waiting()
					} }),
					favourite: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
					loadQualificationFlow: calls.waiting(),
					findSimilar: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
					download: downloadMachine.provide({ actors: {
						collectZip: calls.waiting(),
						saveZip: calls.waiting(),
						reportDownload: calls.waiting(),
						saveVideo: calls.waiting()
					} }),
					platformChooser: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } })
				} }),
				input: {
					goodsId: demoGoods.ID,
					uid: 0,
					imageHost: env.imageHost
				}
			}),
			outcomes: {
				loadGoods: [
					succeeded(demoGoods),
					notFound,
					serverError
				],
				loadSupplier: [succeeded(demoSupplier), serverError],
				loadRecommended: [succeeded(demoRecommended), serverError],
				loadQualificationFlow: [succeeded(demoQualificationFlow, flowsText.demoFlowLoaded), networkError]
			},
			samples: (snapshot) => [
				...colourSamples("user.chooseColour", snapshot.context.colours.map((c) => c.color)),
				{
					event: {
						type: "session.changed",
						uid: DEMO_UID
					},
					note: flowsText.demoLoggedIn
				},
				{
					event: {
						type: "session.changed",
						uid: 0
					},
					note: flowsText.demoLoggedOut
				},
				{
					event: {
						type: "route.goodsChanged",
						goodsId: snapshot.context.goodsId === 1002 ? 1001 : 1002
					},
					note: `?id=${snapshot.context.goodsId === 1002 ? 1001 : 1002}`
				}
			],
			View: ({ snapshot, send, env }) => /* @__PURE__ */ jsx(DetailPageView, {
				view: toDetailPageView(snapshot),
				send,
				env
			})
		}),
		defineFlow({
			id: "gallery",
			name: "商品图集",
			summary: "主图框与缩略图条：图片加载、失败与 2 倍放大，视频播放与无法播放，颜色切换对应的图片，5 张缩略图的窗口。",
			machine: galleryMachine,
			demo: (env) => ({
				logic: galleryMachine,
				input: { items: demoMain ? galleryItems(env.imageHost, demoGoods.PName, demoMain, demoColours) : [] }
			}),
			samples: (snapshot) => {
				const { items } = snapshot.context;
				const last = lastFirst(items.length);
				return [
					...items.map((item, index) => ({
						event: {
							type: "user.selectThumbnail",
							index
						},
						note: `第${index + 1}张 ${item.label}`
					})),
					...colourSamples("colour.chosen", items.slice(1).map((item) => item.label)),
					{ event: {
						type: "pointer.enter",
						x: .3,
						y: .4
					} },
					{ event: {
						type: "pointer.move",
						x: .6,
						y: .5
					} },
					...Array.from({ length: last + 1 }, (_, first) => ({
						event: {
							type: "strip.scrolled",
							first
						},
						note: `从第${first + 1}张起`
					}))
				];
			},
			View: ({ snapshot, send }) => /* @__PURE__ */ jsx(GalleryView, {
				view: toGalleryView(snapshot),
				send
			})
		}),
		defineFlow({
			id: "selection",
			name: "颜色与数量选择",
			summary: "选择颜色，并为每个尺码填写数量：数量在 0 到库存之间，售罄的尺码不能填写。",
			machine: selectionMachine,
			demo: () => ({
				logic: selectionMachine,
				input: { colours: demoColours }
			}),
			samples: (snapshot) => {
				const { colours, colourIndex } = snapshot.context;
				const size = colours[colourIndex]?.sizes.find((s) => s.stock > 0);
				const quantity = size ? [
					{
						event: {
							type: "user.typeQuantity",
							sizeId: size.id,
							text: "12"
						},
						note: `${size.size} 输入 12`
					},
					{
						event: {
							type: "user.incrementQuantity",
							sizeId: size.id
						},
						note: size.size
					},
					{
						event: {
							type: "user.decrementQuantity",
							sizeId: size.id
						},
						note: size.size
					},
					{
						event: {
							type: "user.minQuantity",
							sizeId: size.id
						},
						note: size.size
					},
					{
						event: {
							type: "user.maxQuantity",
							sizeId: size.id
						},
						note: size.size
					}
				] : [];
				return [
					...colourSamples("user.chooseColour", colours.map((c) => c.color)),
					...quantity,
					{
						event: {
							type: "user.fillColour",
							text: "10"
						},
						note: "每个有货尺码填 10"
					},
					{
						event: {
							type: "user.fillColour",
							text: "0"
						},
						note: "本色全部清零"
					}
				];
			},
			View: ({ snapshot, send }) => {
				const view = toSelectionView(snapshot);
				return /* @__PURE__ */ jsxs("div", {
					className: "space-y-3",
					children: [
						/* @__PURE__ */ jsx(ColourPicker, {
							view,
							send
						}),
						/* @__PURE__ */ jsx(FillColour, {
							colour: view.colour,
							enabled: view.canFillColour,
							send
						}),
						/* @__PURE__ */ jsx(SizeTable, {
							view,
							send
						}),
						/* @__PURE__ */ jsx(CartSummary, { summary: view.summary })
					]
				});
			}
		}),
		defineFlow({
			id: "imagePreview",
			name: "详情大图预览",
			summary: "“商品详情”标签页里的详情图：点击打开大图，上一张 / 下一张，关闭。",
			machine: imagePreviewMachine,
			demo: (env) => ({
				logic: imagePreviewMachine,
				input: { images: demoGoods.detailList.map((item) => mediaFileUrl(env.imageHost, item)) }
			}),
			samples: (snapshot) => snapshot.context.images.map((_, index) => ({
				event: {
					type: "user.openPreview",
					index
				},
				note: `第${index + 1}张`
			})),
			View: ({ snapshot, send }) => {
				const view = toImagePreviewView(snapshot);
				return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(DetailTabs$1, {
					preview: view,
					send
				}), /* @__PURE__ */ jsx(ImagePreviewDialog$1, {
					view,
					send
				})] });
			}
		}),
		defineFlow({
			id: "session",
			name: "登录状态",
			summary: "打开页面时恢复登录；访客点登录或需要登录的操作时弹出登录框（校验、提交、失败提示），登录后页头显示昵称、退出和购物车件数；令牌失效时回到访客并提示重新登录。",
			machine: sessionMachine,
			demo: (_env, calls) => ({
				logic: sessionMachine.provide({ actors: {
					restoreSession: calls.waiting(),
					login: calls.waiting(),
					logout: calls.waiting(),
					watchSession: calls.waiting(),
					loadCartCount: calls.waiting()
				} }),
				input: void 0
			}),
			outcomes: {
				restoreSession: [
					succeeded(demoBuyer, flowsText.demoRestored),
					succeeded(null, flowsText.demoNoToken),
					networkError
				],
				login: [
					succeeded(demoBuyer),
					loginRefused(flowsText.demoWrongPassword, "手机号或密码错误"),
					loginRefused(flowsText.demoUnknownMobile, "手机号或密码错误"),
					networkError
				],
				logout: [succeeded(void 0), networkError],
				watchSession: [succeeded(void 0, flowsText.demoTokenRevoked), {
					label: flowsText.demoWatchFailed,
					ok: false,
					error: /* @__PURE__ */ new Error("storage unavailable")
				}],
				loadCartCount: [succeeded(3), serverError]
			},
			samples: () => [
				{
					event: { type: "user.openLogin" },
					note: "页头的登录"
				},
				{
					event: {
						type: "user.openLogin",
						reason: labels.addToCart
					},
					note: labels.addToCart
				},
				{
					event: {
						type: "user.submitLogin",
						mobile: "13800138000",
						password: "plush123"
					},
					note: "13800138000 / plush123"
				},
				{
					event: {
						type: "user.submitLogin",
						mobile: "1380013",
						password: "plush123"
					},
					note: "1380013（手机号不对）"
				},
				{
					event: {
						type: "user.submitLogin",
						mobile: "13800138000",
						password: ""
					},
					note: "空密码"
				},
				{
					event: {
						type: "cart.changed",
						count: 5
					},
					note: "购物车变为5件"
				}
			],
			View: ({ snapshot, send }) => {
				const view = toSessionView(snapshot);
				return /* @__PURE__ */ jsx(SessionContext.Provider, {
					value: {
						view,
						send
					},
					children: /* @__PURE__ */ jsxs("div", {
						className: "space-y-3",
						children: [/* @__PURE__ */ jsx(SiteHeader, {}), /* @__PURE__ */ jsx(LoginPanel, {
							view,
							send
						})]
					})
				});
			}
		}),
		defineFlow({
			id: "goodsList",
			name: "商品列表",
			summary: "首页、全部商品、搜索结果和供应商店铺的一页商品：加载、有商品、没有商品、店铺不存在、加载失败。",
			machine: goodsListMachine,
			demo: (env, calls) => ({
				logic: goodsListMachine.provide({ actors: { loadPage: calls.waiting() } }),
				input: {
					query: {
						kind: "shop",
						supplierId: demoSupplier.ID,
						page: 1
					},
					imageHost: env.imageHost
				}
			}),
			outcomes: { loadPage: [
				succeeded({
					page: demoShopPage,
					supplier: demoSupplier
				}, flowsText.demoSucceededWithGoods),
				succeeded({
					page: demoEmptyPage,
					supplier: demoSupplier
				}, flowsText.demoSucceededEmpty),
				notFound,
				serverError
			] },
			View: ({ snapshot, send, env }) => /* @__PURE__ */ jsx(GoodsListView, {
				view: toGoodsListView(snapshot),
				send,
				shopUrl: env.shopUrl(demoSupplier.ID),
				today: env.today
			})
		}),
		defineFlow({
			id: "purchase",
			name: "购买",
			summary: "加入购物车、立即购买与 1688直发：按供应商发货方式显示按钮；未选择数量时提示“请选择商品”；保存购物车、生成订单并在新标签页打开确认页。",
			machine: purchaseMachine,
			demo: (_env, calls) => ({
				logic: purchaseMachine.provide({ actors: {
					saveCart: calls.waiting(),
					placeOrder: calls.waiting()
				} }),
				input: {
					goodsId: demoGoods.ID,
					goodsName: demoGoods.PName,
					supplierName: demoGoods.SName,
					aliUrl: demoGoods.ali_url
				}
			}),
			outcomes: {
				saveCart: [
					succeeded({ count: 12 }),
					refused(flowsText.demoStockShort),
					serverError
				],
				placeOrder: [
					succeeded({
						orderNo: "1763712000042",
						opened: true
					}, flowsText.demoTabOpened),
					succeeded({
						orderNo: "1763712000042",
						opened: false
					}, flowsText.demoTabBlocked),
					{
						label: flowsText.demoStorageFull,
						ok: false,
						error: new Error(appText.orderNotStored)
					}
				]
			},
			samples: () => [
				...[
					0,
					1,
					2
				].map((shippingType) => ({
					event: {
						type: "supplier.known",
						shippingType,
						alsoBought: demoSupplier.goods
					},
					note: `shipping_type ${shippingType}`
				})),
				{
					event: {
						type: "user.addToCart",
						uid: DEMO_UID,
						lines: demoLines
					},
					note: flowsText.demoSelected
				},
				{
					event: {
						type: "user.addToCart",
						uid: DEMO_UID,
						lines: []
					},
					note: flowsText.demoNothingSelected
				},
				{
					event: {
						type: "user.buyNow",
						uid: DEMO_UID,
						lines: demoLines
					},
					note: flowsText.demoSelected
				},
				{
					event: {
						type: "user.buyNow",
						uid: DEMO_UID,
						lines: []
					},
					note: flowsText.demoNothingSelected
				}
			],
			View: ({ snapshot, send, env }) => {
				const view = toPurchaseView(snapshot);
				return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PurchaseBar, {
					view,
					send,
					sendPage: ({ type }) => send({
						type,
						uid: DEMO_UID,
						lines: demoLines
					})
				}), /* @__PURE__ */ jsx(AddedToCartDialog$1, {
					view: view.added,
					onClose: () => send({ type: "user.closeAdded" }),
					imageHost: env.imageHost
				})] });
			}
		}),
		defineFlow({
			id: "favourite",
			name: "收藏商品",
			summary: "已登录的买家收藏商品：显示服务器返回的提示；失败时说明原因。",
			machine: favouriteMachine,
			demo: (_env, calls) => ({
				logic: favouriteMachine.provide({ actors: { saveFavourite: calls.waiting() } }),
				input: { goodsId: demoGoods.ID }
			}),
			outcomes: { saveFavourite: [
				succeeded("收藏成功"),
				succeeded("已收藏过该商品", flowsText.demoAlreadyFavourited),
				{
					label: flowsText.demoSessionExpired,
					ok: false,
					error: new ApiError("http", appText.sessionExpired, 401)
				}
			] },
			samples: () => [{
				event: {
					type: "user.favourite",
					uid: DEMO_UID
				},
				note: flowsText.demoLoggedIn
			}],
			View: ({ snapshot, send }) => /* @__PURE__ */ jsx("div", {
				className: "flex flex-wrap gap-2",
				children: /* @__PURE__ */ jsx(FavouriteAction, {
					view: toFavouriteView(snapshot),
					send,
					sendPage: () => send({
						type: "user.favourite",
						uid: DEMO_UID
					})
				})
			})
		}),
		defineFlow({
			id: "qualification",
			name: "查看资质",
			summary: "已登录的买家点“查看资质”：先查是否已付过款；未付款时确认支付100元，支付页在新标签页打开，等待支付结果（支付页通知或定时查询），然后显示资质，每一项“点击查看”后才显示。",
			machine: qualificationMachine,
			demo: (_env, calls) => ({
				logic: qualificationMachine.provide({
					actors: {
						loadQualification: calls.waiting(),
						startPayment: calls.waiting(),
						watchPayment: calls.waiting(),
						checkPayment: calls.waiting()
					},
					delays: { paymentWindow: 3e4 }
				}),
				input: { supplierId: demoSupplier.ID }
			}),
			outcomes: {
				loadQualification: [
					succeeded(demoQualification, flowsText.demoPaidBefore),
					{
						label: flowsText.demoUnpaid,
						ok: false,
						error: new ApiError("rejected", "查看供应商资质需先支付100元", 200, 0)
					},
					serverError
				],
				startPayment: [
					succeeded(demoPayment(true), flowsText.demoPayTabOpened),
					succeeded(demoPayment(false), flowsText.demoPayTabBlocked),
					serverError
				],
				watchPayment: [
					succeeded("paid", flowsText.demoPaid),
					succeeded("cancelled", flowsText.demoPayCancelled),
					{
						label: flowsText.demoWatchUnsupported,
						ok: false,
						error: new Error(appText.paymentWatchUnsupported)
					}
				],
				checkPayment: [
					succeeded("pending", flowsText.demoPending),
					succeeded("paid", flowsText.demoPaid),
					succeeded("cancelled", flowsText.demoPayCancelled),
					networkError
				]
			},
			samples: () => [{
				event: {
					type: "user.viewQualification",
					uid: DEMO_UID
				},
				note: flowsText.demoLoggedIn
			}, ...Object.keys(qualificationFields).map((field) => ({
				event: {
					type: "user.revealField",
					field
				},
				note: qualificationFields[field]
			}))],
			View: ({ snapshot, send }) => {
				const view = toQualificationView(snapshot);
				return /* @__PURE__ */ jsxs("div", {
					className: "space-y-3",
					children: [
						/* @__PURE__ */ jsx("button", {
							type: "button",
							onClick: () => send({
								type: "user.viewQualification",
								uid: DEMO_UID
							}),
							className: "rounded border border-neutral-300 px-3 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600",
							children: labels.qualification
						}),
						/* @__PURE__ */ jsx(QualificationNotice, {
							view,
							send
						}),
						/* @__PURE__ */ jsx(QualificationDialogs$1, {
							view,
							send,
							modal: false
						})
					]
				});
			}
		}),
		defineFlow({
			id: "findSimilar",
			name: "找相似",
			summary: "用当前主图（所选颜色的图，或视频封面）搜索相似商品：找到后打开相似商品结果页；code 不为 1 或列表为空时提示“未找到相似商品”；网络或服务器出错时说明原因。",
			machine: findSimilarMachine,
			demo: (_env, calls) => ({
				logic: findSimilarMachine.provide({ actors: { findSimilar: calls.waiting() } }),
				input: void 0
			}),
			outcomes: { findSimilar: [
				succeeded({
					list: demoRecommended,
					totalCount: demoRecommended.length
				}, flowsText.demoSucceededWithGoods),
				succeeded({
					list: [],
					totalCount: 0
				}, flowsText.demoSucceededEmpty),
				{
					label: flowsText.demoCodeRefused,
					ok: false,
					error: new ApiError("rejected", "仅支持本站商品图片找相似", 200, 0)
				},
				networkError
			] },
			samples: () => [{
				event: {
					type: "user.findSimilar",
					url: demoCover
				},
				note: demoCoverNote
			}],
			View: ({ snapshot, send }) => /* @__PURE__ */ jsx("div", {
				className: "flex flex-wrap gap-2",
				children: /* @__PURE__ */ jsx(FindSimilarAction, {
					view: toFindSimilarView(snapshot),
					send,
					cover: () => demoCover
				})
			})
		}),
		defineFlow({
			id: "cartPage",
			name: "购物车页",
			summary: "购物车页 /shoppingCart：未登录时提示登录；登录后加载购物车，逐行修改数量（1 到库存之间）或删除，一次只保存一行，失败时保留原数量并说明原因。",
			machine: cartPageMachine$1,
			demo: (_env, calls) => ({
				logic: cartPageMachine$1.provide({ actors: {
					loadCart: calls.waiting(),
					updateLine: calls.waiting(),
					removeLine: calls.waiting()
				} }),
				input: { uid: 0 }
			}),
			outcomes: {
				loadCart: [
					succeeded(demoCart, flowsText.demoSucceededWithGoods),
					succeeded(demoEmptyCart, flowsText.demoSucceededEmpty),
					serverError
				],
				updateLine: [succeeded({ count: demoCart.count + 1 }), {
					label: flowsText.demoStockRefused,
					ok: false,
					error: new ApiError("http", `${demoCart.lines[0]?.size ?? ""} 库存不足，最多 20 件`, 400)
				}],
				removeLine: [succeeded({ count: Math.max(0, demoCart.count - 2) }), serverError]
			},
			samples: (snapshot) => {
				const { uid, lines } = snapshot.context;
				const session = [uid === 1 ? {
					event: {
						type: "session.changed",
						uid: 2
					},
					note: "换成买家 2"
				} : {
					event: {
						type: "session.changed",
						uid: 1
					},
					note: "买家 1 登录"
				}, {
					event: {
						type: "session.changed",
						uid: 0
					},
					note: "退出登录"
				}];
				const edits = lines.flatMap((line) => [
					{
						event: {
							type: "user.changeQuantity",
							lineId: line.id,
							text: "5"
						},
						note: `${line.color} ${line.size} 输入 5`
					},
					{
						event: {
							type: "user.changeQuantity",
							lineId: line.id,
							text: "0"
						},
						note: `${line.color} ${line.size} 输入 0`
					},
					{
						event: {
							type: "user.stepQuantity",
							lineId: line.id,
							delta: 1
						},
						note: `${line.color} ${line.size} +1`
					},
					{
						event: {
							type: "user.stepQuantity",
							lineId: line.id,
							delta: -1
						},
						note: `${line.color} ${line.size} −1`
					},
					{
						event: {
							type: "user.removeLine",
							lineId: line.id
						},
						note: `删除 ${line.color} ${line.size}`
					}
				]);
				return [...session, ...edits];
			},
			View: ({ snapshot, send, env }) => /* @__PURE__ */ jsx(CartPageView, {
				view: toCartPageView$1(snapshot),
				send,
				imageHost: env.imageHost
			})
		}),
		defineFlow({
			id: "download",
			name: "素材下载",
			summary: "下载图片视频：按图集顺序下载全部图片和视频并打包（环形进度条显示百分比），保存为以商品标题命名的压缩包，再记录下载次数；下载视频：没有视频时提示，有视频时保存 mp4；失败时进度条消失并说明原因。",
			machine: downloadMachine,
			demo: (env, calls) => ({
				logic: downloadMachine.provide({ actors: {
					collectZip: calls.waiting(),
					saveZip: calls.waiting(),
					reportDownload: calls.waiting(),
					saveVideo: calls.waiting()
				} }),
				input: downloadInput(demoGoods.ID, demoGoods, env.imageHost)
			}),
			outcomes: {
				collectZip: [succeeded(new Blob([]), flowsText.demoZipCollected), downloadFailed("2.jpg")],
				saveZip: [succeeded(void 0, flowsText.demoFileSaved), {
					label: flowsText.demoStorageFull,
					ok: false,
					error: new Error(appText.downloadFailed)
				}],
				reportDownload: [succeeded({ BuyNum: demoGoods.BuyNum + 1 }), serverError],
				saveVideo: [succeeded(void 0, flowsText.demoFileSaved), downloadFailed("1.mp4")]
			},
			samples: () => [{
				event: {
					type: "download.progress",
					phase: "fetching",
					percent: 45
				},
				note: "下载 45%"
			}, {
				event: {
					type: "download.progress",
					phase: "zipping",
					percent: 95
				},
				note: "打包 95%"
			}],
			View: ({ snapshot, send }) => /* @__PURE__ */ jsx(AssetActions, { children: /* @__PURE__ */ jsx(DownloadActions, {
				view: toDownloadView(snapshot),
				send
			}) })
		}),
		defineFlow({
			id: "platformChooser",
			name: "上传到平台",
			summary: "点“上传到平台”打开对话框“请选择要上传的平台”（抖音、快手、视频号、小红书、取消）；选择平台后在新标签页打开该平台的上传页，被浏览器拦截时给出链接。",
			machine: platformChooserMachine,
			demo: (_env, calls) => ({
				logic: platformChooserMachine.provide({ actors: { openUploadPage: calls.waiting() } }),
				input: { goodsId: demoGoods.ID }
			}),
			outcomes: { openUploadPage: [
				succeeded({
					url: demoUploadUrl,
					opened: true
				}, flowsText.demoUploadOpened),
				succeeded({
					url: demoUploadUrl,
					opened: false
				}, flowsText.demoUploadBlocked),
				{
					label: flowsText.demoServerError,
					ok: false,
					error: /* @__PURE__ */ new Error("window.open failed")
				}
			] },
			samples: () => UPLOAD_PLATFORMS.map((platform) => ({
				event: {
					type: "user.choosePlatform",
					platform
				},
				note: platform
			})),
			View: ({ snapshot, send }) => /* @__PURE__ */ jsx(AssetActions, { children: /* @__PURE__ */ jsx(UploadAction, {
				view: toPlatformChooserView(snapshot),
				send
			}) })
		})
	];
}));
// src/views/flows/statechart-diagram.tsx
/**
* A laid-out statechart drawn with React elements: the same picture as the SVG files of
* `npm run flows` (both draw from src/flows/diagram-parts.ts), plus what the page adds: the
* current state in brand orange (aria-current="step", so it can be found without looking), and
* each spec section as a link to its entry in the page's legend.
*/
function Line({ line, anchor = "start" }) {
	return /* @__PURE__ */ jsx("text", {
		x: line.x,
		y: line.y,
		fill: toneColour(line.tone),
		fontSize: diagramStyle.smallSize,
		textAnchor: anchor === "start" ? void 0 : anchor,
		children: line.text
	});
}
function State({ box, active }) {
	const look = boxLook(box, active);
	const baseline = titleBaseline(box);
	const rule = rowsRule(box);
	return /* @__PURE__ */ jsxs("g", {
		role: "group",
		"aria-label": stateName(box.title, box.node),
		"aria-current": active ? "step" : void 0,
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: box.x,
				y: box.y,
				width: box.width,
				height: box.height,
				rx: diagramStyle.radius,
				fill: look.fill,
				stroke: look.stroke,
				strokeWidth: look.strokeWidth,
				strokeDasharray: look.dash
			}),
			look.double && /* @__PURE__ */ jsx("rect", {
				x: box.x + 3,
				y: box.y + 3,
				width: box.width - 6,
				height: box.height - 6,
				rx: diagramStyle.radius - 2,
				fill: "none",
				stroke: look.stroke
			}),
			/* @__PURE__ */ jsxs("text", {
				x: box.x + diagramStyle.pad,
				y: baseline,
				fill: diagramStyle.colours.ink,
				children: [/* @__PURE__ */ jsx("tspan", {
					fontSize: diagramStyle.titleSize,
					fontWeight: 700,
					fill: active && box.node.parent !== null ? diagramStyle.colours.brandDark : void 0,
					children: box.title
				}), /* @__PURE__ */ jsxs("tspan", {
					dx: 6,
					fontSize: diagramStyle.keySize,
					fill: diagramStyle.colours.muted,
					children: ["· ", displayKey(box.node)]
				})]
			}),
			box.node.spec.length > 0 && /* @__PURE__ */ jsx("text", {
				x: box.x + box.width - diagramStyle.pad,
				y: baseline,
				textAnchor: "end",
				fontSize: diagramStyle.smallSize,
				fill: diagramStyle.colours.spec,
				children: box.node.spec.map((section, i) => /* @__PURE__ */ jsx("a", {
					href: `#${specAnchor(section)}`,
					children: /* @__PURE__ */ jsx("tspan", {
						dx: i > 0 ? 4 : void 0,
						textDecoration: "underline",
						children: section
					})
				}, section))
			}),
			rule && /* @__PURE__ */ jsx("line", {
				x1: rule.x1,
				x2: rule.x2,
				y1: rule.y,
				y2: rule.y,
				stroke: "#e5e5e5"
			}),
			box.rows.flatMap((row) => rowLines(box, row).map((line) => /* @__PURE__ */ jsx(Line, { line }, `${row.top}-${line.y}`)))
		]
	});
}
function Marker({ marker }) {
	if (marker.kind === "initial") {
		const r = marker.width / 2;
		return /* @__PURE__ */ jsx("circle", {
			cx: marker.x + r,
			cy: marker.y + r,
			r: r - 1,
			fill: diagramStyle.colours.ink
		});
	}
	return /* @__PURE__ */ jsxs("g", { children: [/* @__PURE__ */ jsx("rect", {
		x: marker.x,
		y: marker.y,
		width: marker.width,
		height: marker.height,
		rx: marker.height / 2,
		fill: diagramStyle.colours.box,
		stroke: diagramStyle.colours.faint,
		strokeDasharray: "3 3"
	}), /* @__PURE__ */ jsx(Line, {
		line: {
			x: marker.x + marker.width / 2,
			y: marker.y + 14,
			text: "任一状态",
			tone: "muted"
		},
		anchor: "middle"
	})] });
}
function Label({ path }) {
	const { label } = path;
	if (!label) return null;
	return /* @__PURE__ */ jsxs("g", { children: [/* @__PURE__ */ jsx("rect", {
		x: label.x,
		y: label.y,
		width: label.width,
		height: label.height,
		rx: 3,
		fill: diagramStyle.colours.label,
		fillOpacity: .92
	}), labelLines(label).map((line) => /* @__PURE__ */ jsx(Line, {
		line,
		anchor: "middle"
	}, line.y))] });
}
function StatechartDiagram({ layout, title, active, width }) {
	const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
	const arrow = `${id}-arrow`;
	const titleId = `${id}-title`;
	const containers = layout.states.filter((box) => box.container);
	const leaves = layout.states.filter((box) => !box.container);
	return /* @__PURE__ */ jsxs("svg", {
		role: "group",
		"aria-labelledby": titleId,
		viewBox: `0 0 ${layout.width} ${layout.height}`,
		width: width ?? "100%",
		style: width === void 0 ? {
			maxWidth: layout.width,
			minWidth: Math.round(layout.width * .75)
		} : void 0,
		fontFamily: diagramStyle.font,
		className: "block h-auto",
		children: [
			/* @__PURE__ */ jsx("title", {
				id: titleId,
				children: title
			}),
			/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx("marker", {
				id: arrow,
				viewBox: "0 0 10 10",
				refX: 10,
				refY: 5,
				markerWidth: 7,
				markerHeight: 7,
				orient: "auto-start-reverse",
				children: /* @__PURE__ */ jsx("path", {
					d: "M0 0 L10 5 L0 10 z",
					fill: diagramStyle.colours.edge
				})
			}) }),
			/* @__PURE__ */ jsx("rect", {
				width: layout.width,
				height: layout.height,
				fill: "#ffffff"
			}),
			containers.map((box) => /* @__PURE__ */ jsx(State, {
				box,
				active: active.has(box.node.id)
			}, box.node.id)),
			layout.edges.map((path) => /* @__PURE__ */ jsx("path", {
				d: edgePath(path.points),
				fill: "none",
				stroke: diagramStyle.colours.edge,
				strokeWidth: 1.3,
				markerEnd: `url(#${arrow})`
			}, path.id)),
			leaves.map((box) => /* @__PURE__ */ jsx(State, {
				box,
				active: active.has(box.node.id)
			}, box.node.id)),
			layout.markers.map((marker) => /* @__PURE__ */ jsx(Marker, { marker }, marker.id)),
			layout.edges.map((path) => /* @__PURE__ */ jsx(Label, { path }, path.id))
		]
	});
}
var specAnchor;
var init_statechart_diagram = __esmMin((() => {
	init_diagram_parts();
	init_diagram_style();
	specAnchor = (section) => `spec-${section}`;
}));
// src/views/flows/flows-view.tsx
/**
* The parts of /flows (issue #6), presentational only: the list of machines, the diagram pane
* with its zoom, the live panel (current state, the events the live copy can take now, the calls
* it waits for, reset), the notation and the spec legend. The route (routes/flows-page.tsx) owns
* the live actor and hands these parts plain data and callbacks.
*/
function FlowsNav({ flows, current }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": flowsText.flowsMachines,
		className: "mb-4",
		children: /* @__PURE__ */ jsx("ul", {
			className: "flex flex-wrap gap-2",
			children: flows.map((flow) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: "/flows",
				search: { machine: flow.id },
				"aria-current": flow.id === current ? "page" : void 0,
				title: flow.summary,
				className: "block rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-[current=page]:border-brand-500 aria-[current=page]:bg-brand-500 aria-[current=page]:text-white",
				children: [
					flow.name,
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "text-xs opacity-75",
						children: ["· ", flow.id]
					})
				]
			}) }, flow.id))
		})
	});
}
/** The diagram, scrollable, fitted to the pane's width or at a chosen zoom (a view-only choice). */
function DiagramPane({ layout, title, active }) {
	const [zoom, setZoom] = useState("fit");
	const step = (direction) => {
		const current = zoom === "fit" ? 1 : zoom;
		const next = direction > 0 ? ZOOM_STEPS.find((z) => z > current + .001) : ZOOM_STEPS.findLast((z) => z < current - .001);
		if (next !== void 0) setZoom(next);
	};
	const tool = "rounded border border-neutral-300 bg-white px-2 py-0.5 text-xs text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-pressed:border-brand-500 aria-pressed:text-brand-600";
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": title,
		className: `${panel} min-w-0`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mb-2 flex flex-wrap items-center gap-2",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "mr-auto text-base font-semibold",
					children: title
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: tool,
					onClick: () => step(-1),
					children: flowsText.flowsZoomOut
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: tool,
					onClick: () => step(1),
					children: flowsText.flowsZoomIn
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: tool,
					"aria-pressed": zoom === "fit",
					onClick: () => setZoom("fit"),
					children: flowsText.flowsZoomFit
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: tool,
					"aria-pressed": zoom === 1,
					onClick: () => setZoom(1),
					children: flowsText.flowsZoomActual
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "max-h-[78vh] overflow-auto rounded border border-neutral-200",
			children: /* @__PURE__ */ jsx(StatechartDiagram, {
				layout,
				title,
				active,
				width: zoom === "fit" ? void 0 : Math.round(layout.width * zoom)
			})
		})]
	});
}
function DiagramPlaceholder({ title, failed = false }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": title,
		className: `${panel} min-w-0`,
		children: [/* @__PURE__ */ jsx("h2", {
			className: "mb-2 text-base font-semibold",
			children: title
		}), /* @__PURE__ */ jsx("div", {
			role: "status",
			className: `flex h-64 items-center justify-center rounded bg-neutral-50 ${failed ? "" : "animate-pulse"}`,
			children: /* @__PURE__ */ jsx("p", {
				className: "text-neutral-500",
				children: failed ? flowsText.flowsDrawFailed : flowsText.flowsDrawing
			})
		})]
	});
}
function LivePanel({ name, current, events, ignored, calls, onReset }) {
	const eventsId = useId();
	const callsId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": flowsText.flowsLive,
		className: `${panel} space-y-4`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between gap-2",
				children: [/* @__PURE__ */ jsxs("h2", {
					className: "text-base font-semibold",
					children: [
						flowsText.flowsLive,
						"：",
						name
					]
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: onReset,
					className: "rounded border border-neutral-300 px-3 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600",
					children: flowsText.flowsReset
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "status",
				"aria-live": "polite",
				className: "rounded bg-brand-50 px-3 py-2",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-xs text-neutral-500",
					children: flowsText.flowsCurrent
				}), /* @__PURE__ */ jsx("ul", { children: current.map((state) => /* @__PURE__ */ jsxs("li", {
					className: "font-medium text-brand-700",
					children: [
						state.title,
						" ",
						/* @__PURE__ */ jsxs("span", {
							className: "text-xs font-normal text-neutral-500",
							children: ["· ", state.path]
						})
					]
				}, state.id)) })]
			}),
			calls.length > 0 && /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": callsId,
				children: [/* @__PURE__ */ jsx("h3", {
					id: callsId,
					className: "mb-1.5 text-sm font-semibold text-neutral-600",
					children: flowsText.flowsCalls
				}), /* @__PURE__ */ jsx("div", {
					className: "space-y-2",
					children: calls.map((call) => /* @__PURE__ */ jsxs("fieldset", {
						className: "rounded border border-dashed border-brand-500 p-2",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "px-1 text-xs text-brand-700",
							children: fill(flowsText.flowsCallWaiting, { id: call.id })
						}), /* @__PURE__ */ jsx("div", {
							className: "flex flex-wrap gap-1.5",
							children: call.outcomes.map((outcome) => /* @__PURE__ */ jsx("button", {
								type: "button",
								onClick: outcome.settle,
								className: `${buttonBase} border-brand-500 bg-brand-50 text-brand-700 hover:bg-brand-100`,
								children: outcome.label
							}, outcome.label))
						})]
					}, call.id))
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": eventsId,
				children: [
					/* @__PURE__ */ jsx("h3", {
						id: eventsId,
						className: "mb-1.5 text-sm font-semibold text-neutral-600",
						children: flowsText.flowsEvents
					}),
					events.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: "text-neutral-500",
						children: flowsText.flowsNoEvents
					}) : /* @__PURE__ */ jsx("div", {
						className: "flex flex-col gap-1.5",
						children: events.map((group) => /* @__PURE__ */ jsx(EventChoice, { group }, group.key))
					}),
					ignored.length > 0 && /* @__PURE__ */ jsx("p", {
						className: "mt-2 text-xs text-neutral-400",
						children: fill(flowsText.flowsIgnored, { events: ignored.join("、") })
					})
				]
			})
		]
	});
}
/** One transition: a button, or (several payloads) a labelled group of buttons, one per payload. */
function EventChoice({ group }) {
	const [only] = group.samples;
	const what = /* @__PURE__ */ jsxs(Fragment, { children: [group.description && /* @__PURE__ */ jsx("span", {
		className: "block",
		children: group.description
	}), /* @__PURE__ */ jsx("span", {
		className: "block text-xs text-neutral-500",
		children: group.type
	})] });
	if (only && group.samples.length === 1 && !only.note) return /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick: only.send,
		className: `${buttonBase} border-neutral-300 bg-white text-neutral-800 hover:border-brand-500 hover:bg-brand-50`,
		children: what
	});
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "rounded border border-neutral-300 px-2.5 py-1.5",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "sr-only",
				children: `${group.description} · ${group.type}`
			}),
			/* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "text-sm leading-snug text-neutral-800",
				children: what
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-1 flex flex-wrap gap-1",
				children: group.samples.map((sample) => /* @__PURE__ */ jsx("button", {
					type: "button",
					onClick: sample.send,
					className: "rounded-full border border-neutral-300 bg-white px-2 py-0.5 text-xs text-brand-700 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600",
					children: sample.note ?? group.type
				}, sample.key))
			})
		]
	});
}
/** The machine's real view, framed, with a heading saying what it is. */
function ViewPane({ children }) {
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: "rounded-lg border-2 border-dashed border-neutral-300 p-3",
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: "mb-3 text-base font-semibold text-neutral-600",
			children: flowsText.flowsView
		}), children]
	});
}
function NotationAndSpec() {
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-4 grid gap-4 md:grid-cols-2",
		children: [/* @__PURE__ */ jsxs("section", {
			className: panel,
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "mb-2 text-base font-semibold",
					children: flowsText.flowsNotation
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "list-disc space-y-1 pl-5 text-neutral-700",
					children: notation.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line))
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 text-xs text-neutral-500",
					children: flowsText.flowsFiles
				})
			]
		}), /* @__PURE__ */ jsxs("section", {
			className: panel,
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "mb-2 text-base font-semibold",
					children: flowsText.flowsSpec
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mb-2 text-xs text-neutral-500",
					children: flowsText.flowsSpecHint
				}),
				/* @__PURE__ */ jsx("dl", {
					className: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1",
					children: Object.entries(specSections$1).map(([section, { heading, zh }]) => /* @__PURE__ */ jsxs("div", {
						className: "contents",
						children: [/* @__PURE__ */ jsx("dt", {
							id: specAnchor(section),
							className: "scroll-mt-4 rounded px-1 font-medium text-blue-600 target:bg-brand-100",
							children: section
						}), /* @__PURE__ */ jsxs("dd", { children: [
							heading,
							" ",
							/* @__PURE__ */ jsxs("span", {
								className: "text-neutral-500",
								children: [
									"（",
									zh,
									"）"
								]
							})
						] })]
					}, section))
				})
			]
		})]
	});
}
var panel, buttonBase, ZOOM_STEPS, notation;
var init_flows_view = __esmMin((() => {
	init_copy();
	init_flows_text();
	init_statechart_diagram();
	panel = "rounded-lg bg-white p-4 shadow-sm";
	buttonBase = "rounded border px-2.5 py-1.5 text-left text-sm leading-snug focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
	ZOOM_STEPS = [
		.5,
		.67,
		.8,
		1,
		1.25,
		1.5,
		2
	];
	notation = [
		flowsText.notationState,
		flowsText.notationCurrent,
		flowsText.notationRegion,
		flowsText.notationInitial,
		flowsText.notationAny,
		flowsText.notationArrow,
		flowsText.notationStay
	];
}));
// src/routes/flows-page.tsx
/**
* /flows (issue #6): every statechart of the page as a diagram, beside a live copy of it that a
* product owner can step through: the events the copy can take now are buttons, the calls it
* waits for get "模拟" answers, the current state is orange in the diagram, and the machine's
* real view is shown in that state with goods 1001's demo data.
*
* Loaded only when /flows is visited (page-routes.tsx imports this file lazily), so neither ELK
* nor the registry weighs on /detail.
*/
var flows_page_exports = /* @__PURE__ */ __exportAll({ FlowsPage: () => FlowsPage });
function graphOf(flow) {
	let graph = graphs.get(flow.id);
	if (!graph) {
		graph = statechartGraph(flow.machine);
		graphs.set(flow.id, graph);
	}
	return graph;
}
function requestLayout(flow) {
	if (requested.has(flow.id)) return;
	requested.add(flow.id);
	layoutStatechart(graphOf(flow), { title: flow.name }).catch((error) => {
		console.error(error);
		return "failed";
	}).then((layout) => {
		layouts.set(flow.id, layout);
		for (const listener of listeners) listener();
	});
}
function subscribe(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
function FlowsPage() {
	const { machine } = useSearch({ from: "/flows" });
	const flow = flowById(machine);
	const [run, setRun] = useState(0);
	return /* @__PURE__ */ jsxs(PageFrame, {
		wide: true,
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "mb-1 text-xl font-semibold",
				children: flowsText.flows
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mb-3 max-w-4xl text-neutral-600",
				children: flowsText.flowsIntro
			}),
			/* @__PURE__ */ jsx(FlowsNav, {
				flows,
				current: flow.id
			}),
			/* @__PURE__ */ jsx(LiveFlow, {
				flow,
				onReset: () => setRun((n) => n + 1)
			}, `${flow.id}:${run}`),
			/* @__PURE__ */ jsx(NotationAndSpec, {})
		]
	});
}
/** The states a snapshot is in: the root and every state node it matches. */
function activeIds(graph, snapshot) {
	return new Set(graph.nodes.filter((node) => node.path.length === 0 || snapshot.matches(node.path.join("."))).map((n) => n.id));
}
function LiveFlow({ flow, onReset }) {
	const [demo] = useState(() => {
		const calls = demoCalls();
		return {
			calls,
			...flow.demo(env, calls)
		};
	});
	const actor = useActorRef(demo.logic, { input: demo.input });
	const snapshot = useSelector(actor, (s) => s);
	const graph = graphOf(flow);
	const active = useMemo(() => activeIds(graph, snapshot), [graph, snapshot]);
	const current = graph.nodes.filter((node) => active.has(node.id) && (node.type === "atomic" || node.type === "final")).map((node) => ({
		id: node.id,
		title: node.title,
		key: node.key,
		path: node.path.join(".")
	}));
	const samples = flow.samples?.(snapshot) ?? [];
	const events = [];
	const ignored = [];
	for (const type of graph.events) {
		const own = samples.filter((sample) => sample.event.type === type);
		const enabled = (own.length > 0 ? own : [{ event: { type } }]).filter((candidate) => snapshot.can(candidate.event));
		if (enabled.length === 0) ignored.push(type);
		enabled.forEach((candidate, i) => {
			const description = actor.logic.getTransitionData(snapshot, candidate.event)[0]?.description ?? "";
			const key = `${type}|${description}`;
			let group = events.find((g) => g.key === key);
			if (!group) {
				group = {
					key,
					description,
					type,
					samples: []
				};
				events.push(group);
			}
			group.samples.push({
				key: `${i}`,
				note: candidate.note,
				send: () => actor.send(candidate.event)
			});
		});
	}
	const calls = Object.entries(flow.outcomes ?? {}).filter(([id]) => snapshot.children[id] !== void 0).map(([id, outcomes]) => ({
		id,
		outcomes: outcomes.map((outcome) => ({
			label: outcome.label,
			settle: () => demo.calls.settle(id, outcome)
		}))
	}));
	const View = flow.View;
	return /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 space-y-4",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-neutral-600",
					children: flow.summary
				}), /* @__PURE__ */ jsx(Diagram, {
					flow,
					active
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "lg:sticky lg:top-3 lg:row-span-2",
				children: /* @__PURE__ */ jsx(LivePanel, {
					name: flow.name,
					current,
					events,
					ignored,
					calls,
					onReset
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "min-w-0",
				children: /* @__PURE__ */ jsx(ViewPane, { children: /* @__PURE__ */ jsx(View, {
					snapshot,
					send: actor.send,
					env
				}) })
			})
		]
	});
}
function Diagram({ flow, active }) {
	if (typeof window !== "undefined") requestLayout(flow);
	const layout = useSyncExternalStore(subscribe, () => layouts.get(flow.id), noLayoutYet);
	const title = diagramTitle(flow);
	if (layout === void 0) return /* @__PURE__ */ jsx(DiagramPlaceholder, { title });
	if (layout === "failed") return /* @__PURE__ */ jsx(DiagramPlaceholder, {
		title,
		failed: true
	});
	return /* @__PURE__ */ jsx(DiagramPane, {
		layout,
		title,
		active
	});
}
var env, graphs, layouts, requested, listeners, diagramTitle, noLayoutYet;
var init_flows_page = __esmMin((() => {
	init_copy();
	init_flows_text();
	init_layout();
	init_registry();
	init_statechart_graph();
	init_calendar_day();
	init_config();
	init_flows_view();
	init_page_frame();
	env = {
		imageHost: bases.imageHost,
		shopUrl: (supplierId) => new URL(`/shop?SID=${supplierId}`, window.location.origin).href,
		today: calendarDay(/* @__PURE__ */ new Date())
	};
	graphs = /* @__PURE__ */ new Map();
	layouts = /* @__PURE__ */ new Map();
	requested = /* @__PURE__ */ new Set();
	listeners = /* @__PURE__ */ new Set();
	diagramTitle = (flow) => fill(flowsText.flowsDiagram, { name: flow.name });
	noLayoutYet = () => void 0;
}));
// src/routes/page-routes.tsx
/**
* /flows (its page, flows-page.tsx, is loaded when visited). The catalogue pages live in
* home-route, goods-route, shop-route and search-route; the cart and the order confirmation in
* shopping-cart-route and confirm-order-route; each page's code loads when it is visited.
*/
init_search_params();
/** The statecharts for product owners: its code (ELK, the registry) loads only when visited. */
var flowsRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/flows",
	validateSearch: validateFlowsSearch,
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_flows_page(), flows_page_exports)), "FlowsPage")
});
// src/views/frame-page.tsx
function FramePage({ title, breadcrumb, message, tone }) {
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb,
		children: /* @__PURE__ */ jsx(MessagePanel, {
			title,
			tone,
			children: message
		})
	});
}
var init_frame_page = __esmMin((() => {
	init_message_panel();
	init_page_frame();
}));
// src/views/similar-results.tsx
/**
* /search?data= (spec §2 similar-goods results): the goods 找相似 found, in the catalogue's card
* grid, under 相似商品（共N件）; or, for a results link that cannot be read, why not and where
* to go instead. The route reads ?data= (routes/search-params parseSimilarData) and says which.
*/
function Ways() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
		to: "/goods",
		className: primaryButton,
		children: catalogueText.browseAll
	}), /* @__PURE__ */ jsx(Link, {
		to: "/",
		className: secondaryLink,
		children: appText.backHome
	})] });
}
function SimilarResults({ data, imageHost }) {
	const headingId = useId();
	if (data.kind === "broken") return /* @__PURE__ */ jsx(MessagePanel, {
		tone: "error",
		title: catalogueText.similarDataBroken,
		action: /* @__PURE__ */ jsx(Ways, {}),
		children: catalogueText.similarDataBrokenHint
	});
	if (data.kind === "tooLarge") return /* @__PURE__ */ jsx(MessagePanel, {
		tone: "error",
		title: catalogueText.similarDataTooLarge,
		action: /* @__PURE__ */ jsx(Ways, {}),
		children: fill(catalogueText.similarDataTooLargeHint, { size: data.maxKb })
	});
	if (data.cards.length === 0) return /* @__PURE__ */ jsx(MessagePanel, {
		title: notices.noSimilar,
		action: /* @__PURE__ */ jsx(Ways, {}),
		children: catalogueText.similarEmptyHint
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h1", {
			id: headingId,
			className: "mb-3 text-lg font-semibold",
			children: fill(catalogueText.similarHeading, { n: data.totalCount })
		}), /* @__PURE__ */ jsx(GoodsGrid, {
			cards: data.cards,
			imageHost
		})]
	});
}
var secondaryLink;
var init_similar_results = __esmMin((() => {
	init_catalogue_text();
	init_copy();
	init_goods_grid();
	init_message_panel();
	secondaryLink = "rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:border-brand-500";
}));
// src/routes/search-page.tsx
/**
* /search?keyword=&page= (spec §2: search by title) and /search?data= (similar goods, spec §2,
* §7). A keyword search lists the matching goods, paged; ?data= carries the find-similar answer
* itself, read and checked here (parseSimilarData), so the results need no call.
*/
var search_page_exports = /* @__PURE__ */ __exportAll({ SearchPage: () => SearchPage });
/** ?data= as the results page shows it. */
function similarResultsOf(data) {
	const read = parseSimilarData(data);
	switch (read.status) {
		case "ok": return {
			kind: "results",
			cards: read.data.list,
			totalCount: read.data.totalCount
		};
		case "tooLarge": return {
			kind: "tooLarge",
			maxKb: MAX_SIMILAR_DATA_CHARS / 1024
		};
		default: return { kind: "broken" };
	}
}
function SearchPage() {
	const { keyword, data, page = 1 } = route$1.useSearch();
	if (data !== void 0) return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: similarCrumbs,
		children: /* @__PURE__ */ jsx(SimilarResults, {
			data: similarResultsOf(data),
			imageHost: bases.imageHost
		})
	});
	if (keyword === void 0) return /* @__PURE__ */ jsx(FramePage, {
		title: catalogueText.searchResults,
		breadcrumb: plushCrumbs,
		tone: "error",
		message: catalogueText.badSearch
	});
	const query = {
		kind: "search",
		keyword,
		page
	};
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: crumbs$2,
		children: /* @__PURE__ */ jsx(GoodsListScreen, { query }, queryKey(query))
	});
}
var crumbs$2, similarCrumbs, route$1;
var init_search_page = __esmMin((() => {
	init_catalogue_text();
	init_config();
	init_frame_page();
	init_page_frame();
	init_similar_results();
	init_goods_list_screen();
	init_search_params();
	crumbs$2 = [...plushCrumbs, { label: catalogueText.searchResults }];
	similarCrumbs = [...plushCrumbs, { label: catalogueText.similarResults }];
	route$1 = getRouteApi("/search");
}));
// src/routes/search-route.tsx
/**
* /search?keyword=&page= (spec §2: search by title) and /search?data= (similar goods, spec §2,
* §7): the search is checked here; the page (search-page.tsx) loads when visited.
*/
init_search_params();
var searchRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/search",
	validateSearch: validateSearchPageSearch,
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_search_page(), search_page_exports)), "SearchPage")
});
// src/routes/shop-page.tsx
/** /shop?SID=&page= (spec §2: the supplier's products): its supplier card and its goods, paged. */
var shop_page_exports = /* @__PURE__ */ __exportAll({ ShopPage: () => ShopPage });
function ShopPage() {
	const { SID, page = 1 } = route.useSearch();
	if (SID === void 0) return /* @__PURE__ */ jsx(FramePage, {
		title: catalogueText.shop,
		tone: "error",
		message: catalogueText.badShopId
	});
	const query = {
		kind: "shop",
		supplierId: SID,
		page
	};
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: crumbs$1,
		children: /* @__PURE__ */ jsx(GoodsListScreen, { query }, queryKey(query))
	});
}
var crumbs$1, route;
var init_shop_page = __esmMin((() => {
	init_catalogue_text();
	init_frame_page();
	init_page_frame();
	init_goods_list_screen();
	crumbs$1 = [...plushCrumbs, { label: catalogueText.shop }];
	route = getRouteApi("/shop");
}));
// src/routes/shop-route.tsx
/** /shop?SID=&page= (spec §2: the supplier's products): its search is checked here; its page (shop-page.tsx) loads when visited. */
init_search_params();
var shopRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/shop",
	validateSearch: validateShopSearch,
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_shop_page(), shop_page_exports)), "ShopPage")
});
// src/machines/cart-page.machine.ts
/**
* cartPage: the buyer's cart (spec §2 /shoppingCart; docs/api.md the cart list, update and remove
* calls; §6 a cart needs a logged-in buyer).
*
*   loggedOut ──[uid > 0]──▶ loading ──done, lines──▶ loaded
*                               │ ──done, none───▶ empty
*                               └ ──error──────▶ failed ──user.retry──▶ loading
*
*   loaded:  idle ──user.changeQuantity [changes it]──▶ updating ──done / error──▶ idle
*                 ──user.stepQuantity   [1..stock]────▶ updating
*                 ──user.removeLine────────────────────▶ removing ──done / error──▶ idle
*                 ──user.changeQuantity [nothing]: ↻ the field shows the saved quantity
*            removing ──done, it was the last line──▶ empty
*
*   any state ──session.changed uid 0──▶ loggedOut
*             ──session.changed another uid > 0──▶ loading
*
* The session is the root route's (views/session-context.tsx); the page route tells this chart
* whenever the session's uid changes (session.changed), and does not start it at all while the
* session is still restoring, so a reload never flashes the login prompt. The input uid is the
* one known at start: uid > 0 goes straight on to loading.
*
* One line is edited at a time: while a line saves or is removed, every edit is refused (no
* transition), so two calls never race and the count the server answers is the cart's. Line
* totals and 合计 change only once the server agreed (the field alone shows the quantity being
* saved); a failure leaves the saved quantities as they were, with the server's Chinese reason. A typed text that means nothing (empty, 0,
* letters) or the saved quantity again sends nothing and puts the field back (`revision`, which
* the view keys the field by): removal is the explicit 删除 button only.
*/
/** The quantity an edit event asks for, by the cart's rules; null when it changes nothing. */
function requestedQuantity(context, event) {
	if (event.type !== "user.changeQuantity" && event.type !== "user.stepQuantity") return null;
	const line = lineOf(context, event.lineId);
	if (!line) return null;
	const next = event.type === "user.changeQuantity" ? typedCartQuantity(event.text, line.stock) : steppedCartQuantity(line.goods_num, event.delta, line.stock);
	return next !== null && next !== line.goods_num ? next : null;
}
/** What the view shows, derived from the snapshot only. */
function toCartPageView(snapshot) {
	const { lines, count, pending, failure, error, revision } = snapshot.context;
	const updating = snapshot.matches({ loaded: "updating" });
	const removing = snapshot.matches({ loaded: "removing" });
	const shown = snapshot.matches("loaded") ? lines : [];
	const totals = lineTotals(shown.map((line) => ({
		price: line.price,
		quantity: line.goods_num
	})));
	return {
		status: statuses.find((s) => snapshot.matches(s)) ?? "loading",
		lines: shown.map((line) => {
			const mine = pending?.lineId === line.id;
			return {
				id: line.id,
				goodsId: line.goods_id,
				title: line.PName,
				colour: line.color,
				size: line.size,
				sku: line.goods_sn,
				thumbnail: line.thumbnail,
				price: line.price,
				quantity: line.goods_num,
				fieldValue: String(updating && mine && pending ? pending.goodsNum : line.goods_num),
				stock: line.stock,
				lineTotal: fenToYuan(lineFen({
					price: line.price,
					quantity: line.goods_num
				})),
				overStock: line.goods_num > line.stock,
				saving: updating && mine,
				removing: removing && mine,
				canEdit: snapshot.matches({ loaded: "idle" }),
				canIncrease: snapshot.can({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: 1
				}),
				canDecrease: snapshot.can({
					type: "user.stepQuantity",
					lineId: line.id,
					delta: -1
				}),
				canRemove: snapshot.can({
					type: "user.removeLine",
					lineId: line.id
				}),
				fieldKey: `${line.id}:${line.goods_num}:${revision}:${updating && mine ? "saving" : ""}`
			};
		}),
		count,
		totals: {
			...totals,
			itemsText: fill(labels.totalItems, { n: totals.count }),
			priceText: fill(labels.totalPrice, { amount: fenToYuan(totals.fen) })
		},
		busy: updating || removing,
		failure: snapshot.matches("loaded") ? failure : null,
		error,
		canRetry: snapshot.can({ type: "user.retry" })
	};
}
var emptyCart, flip, lineOf, lineName, cartPageMachine, statuses;
var init_cart_page_machine = __esmMin((() => {
	init_copy();
	init_cart_quantity();
	init_line_totals();
	init_money();
	init_api_failure();
	emptyCart = () => ({
		lines: [],
		count: null,
		pending: null,
		failure: null,
		error: null
	});
	flip = (revision) => 1 - revision;
	lineOf = (context, lineId) => context.lines.find((l) => l.id === lineId);
	lineName = (line) => line ? `${line.PName} ${line.color} ${line.size}` : "";
	cartPageMachine = setup({
		types: {
			context: {},
			input: {},
			events: {}
		},
		actors: {
			loadCart: fromPromise(async () => {
				throw new Error("cartPage: the loadCart actor was not provided");
			}),
			updateLine: fromPromise(async () => {
				throw new Error("cartPage: the updateLine actor was not provided");
			}),
			removeLine: fromPromise(async () => {
				throw new Error("cartPage: the removeLine actor was not provided");
			})
		},
		guards: {
			hasUser: ({ context }) => context.uid > 0,
			loggedOutNow: ({ context, event }) => event.type === "session.changed" && event.uid === 0 && context.uid !== 0,
			anotherUser: ({ context, event }) => event.type === "session.changed" && event.uid > 0 && event.uid !== context.uid,
			hasLines: ({ event }) => "output" in event && event.output.lines.length > 0,
			changesQuantity: ({ context, event }) => requestedQuantity(context, event) !== null,
			knownLine: ({ context, event }) => event.type === "user.removeLine" && lineOf(context, event.lineId) !== void 0,
			lastLineRemoved: ({ context }) => context.lines.every((l) => l.id === context.pending?.lineId)
		},
		actions: {
			forgetCart: assign(() => ({
				...emptyCart(),
				uid: 0
			})),
			takeUser: assign(({ event }) => {
				assertEvent(event, "session.changed");
				return {
					...emptyCart(),
					uid: event.uid
				};
			}),
			startQuantity: assign(({ context, event }) => {
				assertEvent(event, ["user.changeQuantity", "user.stepQuantity"]);
				return {
					pending: {
						lineId: event.lineId,
						goodsNum: requestedQuantity(context, event) ?? 0
					},
					failure: null
				};
			}),
			startRemove: assign(({ context, event }) => {
				assertEvent(event, "user.removeLine");
				return {
					pending: {
						lineId: event.lineId,
						goodsNum: lineOf(context, event.lineId)?.goods_num ?? 0
					},
					failure: null
				};
			}),
			restoreField: assign({ revision: ({ context }) => flip(context.revision) })
		}
	}).createMachine({
		id: "cartPage",
		context: ({ input }) => ({
			...emptyCart(),
			uid: input.uid,
			revision: 0
		}),
		initial: "loggedOut",
		on: { "session.changed": [{
			guard: "loggedOutNow",
			target: ".loggedOut",
			actions: "forgetCart"
		}, {
			guard: "anotherUser",
			target: ".loading",
			actions: "takeUser"
		}] },
		states: {
			loggedOut: { always: {
				guard: "hasUser",
				target: "loading"
			} },
			loading: { invoke: {
				id: "loadCart",
				src: "loadCart",
				input: ({ context }) => ({ uid: context.uid }),
				onDone: [{
					guard: "hasLines",
					target: "loaded",
					actions: assign({
						lines: ({ event }) => event.output.lines,
						count: ({ event }) => event.output.count
					})
				}, {
					target: "empty",
					actions: assign({
						lines: [],
						count: ({ event }) => event.output.count
					})
				}],
				onError: {
					target: "failed",
					actions: assign({ error: ({ event }) => failureMessage(event.error, "") || null })
				}
			} },
			loaded: {
				initial: "idle",
				states: {
					idle: { on: {
						"user.changeQuantity": [{
							guard: "changesQuantity",
							target: "updating",
							actions: "startQuantity"
						}, { actions: "restoreField" }],
						"user.stepQuantity": {
							guard: "changesQuantity",
							target: "updating",
							actions: "startQuantity"
						},
						"user.removeLine": {
							guard: "knownLine",
							target: "removing",
							actions: "startRemove"
						}
					} },
					updating: { invoke: {
						id: "updateLine",
						src: "updateLine",
						input: ({ context }) => ({
							uid: context.uid,
							lineId: context.pending?.lineId ?? 0,
							goodsNum: context.pending?.goodsNum ?? 0
						}),
						onDone: {
							target: "idle",
							actions: assign(({ context, event }) => ({
								lines: context.lines.map((line) => line.id === context.pending?.lineId ? {
									...line,
									goods_num: context.pending.goodsNum
								} : line),
								count: event.output.count,
								pending: null,
								revision: flip(context.revision)
							}))
						},
						onError: {
							target: "idle",
							actions: assign(({ context, event }) => ({
								failure: {
									action: "update",
									lineId: context.pending?.lineId ?? 0,
									name: lineName(lineOf(context, context.pending?.lineId ?? 0)),
									message: failureMessage(event.error, appText.serverError)
								},
								pending: null,
								revision: flip(context.revision)
							}))
						}
					} },
					removing: { invoke: {
						id: "removeLine",
						src: "removeLine",
						input: ({ context }) => ({
							uid: context.uid,
							lineId: context.pending?.lineId ?? 0
						}),
						onDone: [{
							guard: "lastLineRemoved",
							target: "#cartPage.empty",
							actions: assign({
								lines: [],
								count: ({ event }) => event.output.count,
								pending: null
							})
						}, {
							target: "idle",
							actions: assign(({ context, event }) => ({
								lines: context.lines.filter((line) => line.id !== context.pending?.lineId),
								count: event.output.count,
								pending: null
							}))
						}],
						onError: {
							target: "idle",
							actions: assign(({ context, event }) => ({
								failure: {
									action: "remove",
									lineId: context.pending?.lineId ?? 0,
									name: lineName(lineOf(context, context.pending?.lineId ?? 0)),
									message: failureMessage(event.error, appText.serverError)
								},
								pending: null
							}))
						}
					} }
				}
			},
			empty: {},
			failed: { on: { "user.retry": {
				target: "loading",
				actions: assign({ error: null })
			} } }
		}
	});
	statuses = [
		"loggedOut",
		"loading",
		"loaded",
		"empty",
		"failed"
	];
}));
// src/routes/shopping-cart-page.tsx
/**
* /shoppingCart (spec §2): the buyer's cart, loaded when visited. Provides the real cart calls to the cartPage machine,
* and bridges the session of the root route (views/session-context.tsx):
* - the session's uid → `session.changed`, whenever it changes (login, logout, another account);
* - while the session is still restoring (a reload checks the stored token), the machine is not
*   started at all, so the page never flashes the login prompt to a logged-in buyer;
* - the cart's count as the server answers it → `cart.changed`, so the header's count follows
*   every edit made here;
* - 登录 → `user.openLogin` with the reason 查看购物车.
* Without a session provider (a view rendered alone) the buyer is a visitor.
*/
var shopping_cart_page_exports = /* @__PURE__ */ __exportAll({
	CartPage: () => CartPage,
	ShoppingCartPage: () => ShoppingCartPage
});
/** The page's content; `logic` is the real one, or a test's with its own actors. */
function CartPage({ logic = cartPageLogic }) {
	const session = useSession();
	if (session?.view.status === "restoring") return /* @__PURE__ */ jsx("p", {
		role: "status",
		className: "rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm",
		children: orderText.sessionChecking
	});
	return /* @__PURE__ */ jsx(CartScreen, {
		logic,
		session
	});
}
function CartScreen({ logic, session }) {
	const uid = session?.view.uid ?? 0;
	const [snapshot, send] = useMachine(logic, { input: { uid } });
	useEffect(() => {
		send({
			type: "session.changed",
			uid
		});
	}, [uid, send]);
	const view = toCartPageView(snapshot);
	const { count } = view;
	const cartCount = session?.view.cartCount;
	const sendToSession = session?.send;
	useEffect(() => {
		if (count !== null && count !== cartCount) sendToSession?.({
			type: "cart.changed",
			count
		});
	}, [
		count,
		cartCount,
		sendToSession
	]);
	const onLogin = sendToSession ? () => sendToSession({
		type: "user.openLogin",
		reason: orderText.cartLoginReason
	}) : void 0;
	return /* @__PURE__ */ jsx(CartPageView, {
		view,
		send,
		imageHost: bases.imageHost,
		onLogin
	});
}
/** The page in its frame, as the route shows it. */
function ShoppingCartPage() {
	return /* @__PURE__ */ jsx(PageFrame, {
		breadcrumb: crumbs,
		children: /* @__PURE__ */ jsx(CartPage, {})
	});
}
var cartPageLogic, crumbs;
var init_shopping_cart_page = __esmMin((() => {
	init_copy();
	init_order_text();
	init_cart_page_machine();
	init_cart_api();
	init_config();
	init_cart_page_view();
	init_page_frame();
	init_session_context();
	cartPageLogic = cartPageMachine.provide({ actors: {
		loadCart: fromPromise(({ signal }) => fetchCart(signal)),
		updateLine: fromPromise(({ input, signal }) => updateCartLine(input.uid, input.lineId, input.goodsNum, signal)),
		removeLine: fromPromise(({ input, signal }) => removeCartLine(input.uid, input.lineId, signal))
	} });
	crumbs = [{
		label: labels.home,
		to: "/"
	}, { label: appText.cart }];
}));
// src/routes/shopping-cart-route.tsx
/** /shoppingCart (spec §2): the buyer's cart; its page (shopping-cart-page.tsx) loads when visited. */
var shoppingCartRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: "/shoppingCart",
	component: lazyRouteComponent(() => Promise.resolve().then(() => (init_shopping_cart_page(), shopping_cart_page_exports)), "ShoppingCartPage")
});
// src/routes/router.tsx
/** The route tree of spec §2 and the router the app runs. */
init_search_params();
var routeTree = rootRoute.addChildren([
	homeRoute,
	goodsRoute,
	detailRoute,
	shoppingCartRoute,
	shopRoute,
	searchRoute,
	confirmOrderRoute,
	flowsRoute
]);
/**
* The browser's router, or (with `history`, a memory history at the request's URL) the server's:
* the server's has no scroll restoration, whose script it would otherwise write into the page.
*/
function createAppRouter(history) {
	return createRouter({
		routeTree,
		scrollRestoration: history === void 0,
		parseSearch,
		stringifySearch,
		...history ? {
			history,
			isServer: true
		} : {}
	});
}
// src/server/parse5-body.ts
/**
* The server's parser for the product notice (src/rules/notice-html.ts): parse5 follows the same
* HTML standard as the browser's DOMParser, so both give the notice the same tree (issue #17:
* the server's render equals the browser's). Only the server entry imports this file.
*/
function fromParse5(node) {
	if (node.nodeName === "#text") return {
		kind: "text",
		text: node.value
	};
	if (!("tagName" in node)) return { kind: "other" };
	return {
		kind: "element",
		tag: node.tagName.toLowerCase(),
		children: node.childNodes.map(fromParse5)
	};
}
function parseBodyWithParse5(html) {
	const htmlElement = parse(html).childNodes.find((node) => "tagName" in node && node.tagName === "html");
	const body = htmlElement && "childNodes" in htmlElement ? htmlElement.childNodes.find((node) => "tagName" in node && node.tagName === "body") : void 0;
	return body && "childNodes" in body ? body.childNodes.map(fromParse5) : [];
}
// src/entry-server.tsx
/**
* The server's render of every page (issue #17): the same route tree, views and statecharts as
* the browser's (src/main.tsx), at the request's URL, as a visitor (the session is the browser's:
* it starts `restoring` on both sides). The machines start from what the page will carry: on
* /detail?id=N the goods our server looked up, which it also embeds in the page for the browser's
* first render, so that the hydration finds the same markup.
*
* Built by `vite build --ssr` into dist/server (server/pages/app-render.ts loads it); in
* `npm run dev` Vite loads it from source. The whole tree is awaited (lazy parts included) before
* the page is sent: it must be complete without JavaScript, and a complete render has no inline
* script of React's that the page's CSP would have to allow. Not streamed: the page's first
* bytes wait for its render, which takes a few milliseconds (the detail page is kept rendered
* per goods, server/routes/spa.ts), less than streaming would save.
*/
init_served_page();
init_notice_html();
init_lazy_part();
setBodyParser(parseBodyWithParse5);
function statusOf(router, request) {
	const matches = router.state.matches;
	if (matches.some((match) => match.status === "notFound" || match._notFound)) return 404;
	const detail = matches.find((match) => match.routeId === "/detail");
	if (detail) {
		const { id } = detail.search;
		if (id === void 0) return 400;
		if (request.detail?.goodsId === id && request.detail.goods === null) return 404;
	}
	return 200;
}
/** The router's answer when the URL is not in its canonical form (e.g. /detail?id=abc is /detail). */
function canonicalHref(router) {
	const result = router._serverResult;
	if (result?.type !== "redirect" || !result.redirect) return void 0;
	const href = result.redirect.headers.get("Location") ?? result.redirect.options.href;
	return href?.startsWith("/") && !href.startsWith("//") ? href : void 0;
}
/** A router at `url` with its matches loaded (their code, their loaders). */
async function loadedRouter(url) {
	const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
	await router.load();
	const canonical = canonicalHref(router);
	if (canonical === void 0) return router;
	const again = createAppRouter(createMemoryHistory({ initialEntries: [canonical] }));
	await again.load();
	return again;
}
async function renderPage(request) {
	await preloadLazyParts();
	const router = await loadedRouter(request.url);
	const served = {
		origin: request.origin,
		detail: request.detail,
		today: request.today
	};
	let failure;
	const { prelude } = await prerender(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(ServedPageContext.Provider, {
		value: served,
		children: /* @__PURE__ */ jsx(RouterProvider, { router })
	}) }), {
		progressiveChunkSize: Number.POSITIVE_INFINITY,
		onError(error) {
			failure ??= error;
		}
	});
	const html = await new Response(prelude).text();
	if (failure) throw failure;
	return {
		status: statusOf(router, request),
		html
	};
}
export { renderPage };

//# sourceMappingURL=entry-server.js.map