import{i as e}from"./rolldown-runtime-COiEfhsA.js";import{tt as t,y as n}from"./libs-CntvzxyM.js";import{R as r}from"./index-Bh6OHFj0.js";import{r as i}from"./media-url-CCeM3m66.js";var a={en:{"Start airplay":`Start airplay`,"Stop airplay":`Stop airplay`,Audio:`Audio`,Captions:`Captions`,"Enable captions":`Enable captions`,"Disable captions":`Disable captions`,"Start casting":`Start casting`,"Stop casting":`Stop casting`,"Enter fullscreen mode":`Enter fullscreen mode`,"Exit fullscreen mode":`Exit fullscreen mode`,Mute:`Mute`,Unmute:`Unmute`,Loop:`Loop`,"Enter picture in picture mode":`Enter picture in picture mode`,"Exit picture in picture mode":`Exit picture in picture mode`,Play:`Play`,Pause:`Pause`,"Playback rate":`Playback rate`,"Playback rate {playbackRate}":`Playback rate {playbackRate}`,Quality:`Quality`,"Seek backward":`Seek backward`,"Seek forward":`Seek forward`,Settings:`Settings`,Auto:`Auto`,"audio player":`audio player`,"video player":`video player`,volume:`volume`,seek:`seek`,"closed captions":`closed captions`,"current playback rate":`current playback rate`,"playback time":`playback time`,"media loading":`media loading`,settings:`settings`,"audio tracks":`audio tracks`,quality:`quality`,play:`play`,pause:`pause`,mute:`mute`,unmute:`unmute`,"chapter: {chapterName}":`chapter: {chapterName}`,live:`live`,Off:`Off`,"start airplay":`start airplay`,"stop airplay":`stop airplay`,"start casting":`start casting`,"stop casting":`stop casting`,"enter fullscreen mode":`enter fullscreen mode`,"exit fullscreen mode":`exit fullscreen mode`,"enter picture in picture mode":`enter picture in picture mode`,"exit picture in picture mode":`exit picture in picture mode`,"seek to live":`seek to live`,"playing live":`playing live`,"seek back {seekOffset} seconds":`seek back {seekOffset} seconds`,"seek forward {seekOffset} seconds":`seek forward {seekOffset} seconds`,"Network Error":`Network Error`,"Decode Error":`Decode Error`,"Source Not Supported":`Source Not Supported`,"Encryption Error":`Encryption Error`,"A network error caused the media download to fail.":`A network error caused the media download to fail.`,"A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.":`A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.`,"An unsupported error occurred. The server or network failed, or your browser does not support this format.":`An unsupported error occurred. The server or network failed, or your browser does not support this format.`,"The media is encrypted and there are no keys to decrypt it.":`The media is encrypted and there are no keys to decrypt it.`,hour:`hour`,hours:`hours`,minute:`minute`,minutes:`minutes`,second:`second`,seconds:`seconds`,"{time} remaining":`{time} remaining`,"{currentTime} of {totalTime}":`{currentTime} of {totalTime}`,"video not loaded, unknown time.":`video not loaded, unknown time.`}},o=globalThis.navigator?.language||`en`,s=e=>{o=e},c=(e,t)=>{a[e]=t},l=e=>{let[t]=o.split(`-`);return a[o]?.[e]||a[t]?.[e]||a.en?.[e]||e},u=()=>{let[e]=o.split(`-`);return a[o]?o:a[e]?e:`en`},d=(e,t={})=>l(e).replace(/\{(\w+)\}/g,(e,n)=>n in t?String(t[n]):`{${n}}`);c(`zh-CN`,{"Start airplay":`开始 AirPlay`,"Stop airplay":`停止 AirPlay`,Audio:`音频`,Captions:`字幕`,"Enable captions":`开启字幕`,"Disable captions":`关闭字幕`,"Start casting":`开始投屏`,"Stop casting":`停止投屏`,"Enter fullscreen mode":`进入全屏`,"Exit fullscreen mode":`退出全屏`,Mute:`静音`,Unmute:`恢复音量`,Loop:`循环播放`,"Enter picture in picture mode":`开启画中画`,"Exit picture in picture mode":`关闭画中画`,Play:`播放`,Pause:`暂停`,"Playback rate":`播放速度`,"Playback rate {playbackRate}":`播放速度：{playbackRate}`,Quality:`清晰度`,"Seek backward":`快退`,"Seek forward":`快进`,Settings:`设置`,Auto:`自动`,"audio player":`音频播放器`,"video player":`视频播放器`,volume:`音量`,seek:`跳转`,"closed captions":`隐藏式辅助字幕`,"current playback rate":`当前播放速度`,"playback time":`播放时间`,"media loading":`媒体加载中...`,settings:`设置`,"audio tracks":`音轨`,quality:`清晰度`,play:`播放`,pause:`暂停`,mute:`静音`,unmute:`恢复音量`,"chapter: {chapterName}":`章节: {chapterName}`,live:`直播`,Off:`关闭`,"start airplay":`开始 AirPlay`,"stop airplay":`停止 AirPlay`,"start casting":`开始投屏`,"stop casting":`停止投屏`,"enter fullscreen mode":`进入全屏`,"exit fullscreen mode":`退出全屏`,"enter picture in picture mode":`开启画中画`,"exit picture in picture mode":`关闭画中画`,"seek to live":`跳转至直播进度`,"playing live":`正在直播中`,"seek back {seekOffset} seconds":`快退 {seekOffset} 秒`,"seek forward {seekOffset} seconds":`快进 {seekOffset} 秒`,"Network Error":`网络错误`,"Decode Error":`解码失败`,"Source Not Supported":`不支持的媒体来源`,"Encryption Error":`加密错误`,"A network error caused the media download to fail.":`媒体下载失败，请检查网络连接。`,"A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.":`媒体错误导致播放中止。可能是文件损坏，或浏览器不支持该格式。`,"An unsupported error occurred. The server or network failed, or your browser does not support this format.":`发生未支持的错误，可能是服务器或网络故障，或浏览器不支持该格式。`,"The media is encrypted and there are no keys to decrypt it.":`媒体已加密，缺少解密密钥。`,hour:`小时`,hours:`小时`,minute:`分钟`,minutes:`分钟`,second:`秒`,seconds:`秒`,"{time} remaining":`剩余 {time}`,"{currentTime} of {totalTime}":`{currentTime} / {totalTime}`,"video not loaded, unknown time.":`视频未加载，时间未知。`});var f=e(t(),1),p=new Set([`style`,`children`,`ref`,`key`,`suppressContentEditableWarning`,`suppressHydrationWarning`,`dangerouslySetInnerHTML`]),m={className:`class`,htmlFor:`for`};function h(e){return e.toLowerCase()}function ee(e){if(typeof e==`boolean`)return e?``:void 0;if(typeof e!=`function`&&!(typeof e==`object`&&e))return e}function g({react:e,tagName:t,elementClass:n,events:r,displayName:i,defaultProps:a,toAttributeName:o=h,toAttributeValue:s=ee}){let c=Number.parseInt(e.version)>=19,l=e.forwardRef((i,l)=>{let u=e.useRef(null),d=e.useRef(new Map),f={},h={},g={},_={};for(let[e,t]of Object.entries(i)){if(p.has(e)){g[e]=t;continue}let r=o(m[e]??e);if(n.prototype&&e in n.prototype&&!(e in(globalThis.HTMLElement?.prototype??{}))&&!n.observedAttributes?.some(e=>e===r)){_[e]=t;continue}if(e.startsWith(`on`)){f[e]=t;continue}let i=s(t);r&&i!=null&&(h[r]=String(i),c||(g[r]=i)),r&&c&&(g[r]=i===ee(t)?t:i)}if(typeof window<`u`){for(let t in f){let n=f[t],i=t.endsWith(`Capture`),a=(r?.[t]??t.slice(2).toLowerCase()).slice(0,i?-7:void 0);e.useLayoutEffect(()=>{let e=u?.current;if(e&&typeof n==`function`)return e.addEventListener(a,n,i),()=>{e.removeEventListener(a,n,i)}},[u?.current,n])}e.useLayoutEffect(()=>{if(u.current===null)return;let e=new Map;for(let t in _)te(u.current,t,_[t]),d.current.delete(t),e.set(t,_[t]);for(let[e,t]of d.current)te(u.current,e,void 0);d.current=e})}if(typeof window>`u`&&n?.getTemplateHTML&&n?.shadowRootOptions){let{mode:t,delegatesFocus:r}=n.shadowRootOptions;g.children=[e.createElement(`template`,{shadowrootmode:t,shadowrootdelegatesfocus:r,dangerouslySetInnerHTML:{__html:n.getTemplateHTML(h,i)},key:`ce-la-react-ssr-template-shadow-root`}),g.children]}return e.createElement(t,{...a,...g,ref:e.useCallback(e=>{u.current=e,typeof l==`function`?l(e):l!==null&&(l.current=e)},[l])},g.children)});return l.displayName=i??n.name,l}function te(e,t,n){e[t]=n,n==null&&t in(globalThis.HTMLElement?.prototype??{})&&e.removeAttribute(t)}var _={MEDIA_PLAY_REQUEST:`mediaplayrequest`,MEDIA_PAUSE_REQUEST:`mediapauserequest`,MEDIA_MUTE_REQUEST:`mediamuterequest`,MEDIA_UNMUTE_REQUEST:`mediaunmuterequest`,MEDIA_LOOP_REQUEST:`medialooprequest`,MEDIA_VOLUME_REQUEST:`mediavolumerequest`,MEDIA_SEEK_REQUEST:`mediaseekrequest`,MEDIA_AIRPLAY_REQUEST:`mediaairplayrequest`,MEDIA_ENTER_FULLSCREEN_REQUEST:`mediaenterfullscreenrequest`,MEDIA_EXIT_FULLSCREEN_REQUEST:`mediaexitfullscreenrequest`,MEDIA_PREVIEW_REQUEST:`mediapreviewrequest`,MEDIA_ENTER_PIP_REQUEST:`mediaenterpiprequest`,MEDIA_EXIT_PIP_REQUEST:`mediaexitpiprequest`,MEDIA_ENTER_CAST_REQUEST:`mediaentercastrequest`,MEDIA_EXIT_CAST_REQUEST:`mediaexitcastrequest`,MEDIA_SHOW_TEXT_TRACKS_REQUEST:`mediashowtexttracksrequest`,MEDIA_HIDE_TEXT_TRACKS_REQUEST:`mediahidetexttracksrequest`,MEDIA_SHOW_SUBTITLES_REQUEST:`mediashowsubtitlesrequest`,MEDIA_DISABLE_SUBTITLES_REQUEST:`mediadisablesubtitlesrequest`,MEDIA_TOGGLE_SUBTITLES_REQUEST:`mediatogglesubtitlesrequest`,MEDIA_PLAYBACK_RATE_REQUEST:`mediaplaybackraterequest`,MEDIA_RENDITION_REQUEST:`mediarenditionrequest`,MEDIA_AUDIO_TRACK_REQUEST:`mediaaudiotrackrequest`,MEDIA_SEEK_TO_LIVE_REQUEST:`mediaseektoliverequest`,REGISTER_MEDIA_STATE_RECEIVER:`registermediastatereceiver`,UNREGISTER_MEDIA_STATE_RECEIVER:`unregistermediastatereceiver`},v={MEDIA_CHROME_ATTRIBUTES:`mediachromeattributes`,MEDIA_CONTROLLER:`mediacontroller`},ne={MEDIA_AIRPLAY_UNAVAILABLE:`mediaAirplayUnavailable`,MEDIA_AUDIO_TRACK_ENABLED:`mediaAudioTrackEnabled`,MEDIA_AUDIO_TRACK_LIST:`mediaAudioTrackList`,MEDIA_AUDIO_TRACK_UNAVAILABLE:`mediaAudioTrackUnavailable`,MEDIA_BUFFERED:`mediaBuffered`,MEDIA_CAST_UNAVAILABLE:`mediaCastUnavailable`,MEDIA_CHAPTERS_CUES:`mediaChaptersCues`,MEDIA_CURRENT_TIME:`mediaCurrentTime`,MEDIA_DURATION:`mediaDuration`,MEDIA_ENDED:`mediaEnded`,MEDIA_ERROR:`mediaError`,MEDIA_ERROR_CODE:`mediaErrorCode`,MEDIA_ERROR_MESSAGE:`mediaErrorMessage`,MEDIA_FULLSCREEN_UNAVAILABLE:`mediaFullscreenUnavailable`,MEDIA_HAS_PLAYED:`mediaHasPlayed`,MEDIA_HEIGHT:`mediaHeight`,MEDIA_IS_AIRPLAYING:`mediaIsAirplaying`,MEDIA_IS_CASTING:`mediaIsCasting`,MEDIA_IS_FULLSCREEN:`mediaIsFullscreen`,MEDIA_IS_PIP:`mediaIsPip`,MEDIA_LOADING:`mediaLoading`,MEDIA_MUTED:`mediaMuted`,MEDIA_LOOP:`mediaLoop`,MEDIA_PAUSED:`mediaPaused`,MEDIA_PIP_UNAVAILABLE:`mediaPipUnavailable`,MEDIA_PLAYBACK_RATE:`mediaPlaybackRate`,MEDIA_PREVIEW_CHAPTER:`mediaPreviewChapter`,MEDIA_PREVIEW_COORDS:`mediaPreviewCoords`,MEDIA_PREVIEW_IMAGE:`mediaPreviewImage`,MEDIA_PREVIEW_TIME:`mediaPreviewTime`,MEDIA_RENDITION_LIST:`mediaRenditionList`,MEDIA_RENDITION_SELECTED:`mediaRenditionSelected`,MEDIA_RENDITION_UNAVAILABLE:`mediaRenditionUnavailable`,MEDIA_SEEKABLE:`mediaSeekable`,MEDIA_STREAM_TYPE:`mediaStreamType`,MEDIA_SUBTITLES_LIST:`mediaSubtitlesList`,MEDIA_SUBTITLES_SHOWING:`mediaSubtitlesShowing`,MEDIA_TARGET_LIVE_WINDOW:`mediaTargetLiveWindow`,MEDIA_TIME_IS_LIVE:`mediaTimeIsLive`,MEDIA_VOLUME:`mediaVolume`,MEDIA_VOLUME_LEVEL:`mediaVolumeLevel`,MEDIA_VOLUME_UNAVAILABLE:`mediaVolumeUnavailable`,MEDIA_LANG:`mediaLang`,MEDIA_WIDTH:`mediaWidth`},re=Object.entries(ne),y=re.reduce((e,[t,n])=>(e[t]=n.toLowerCase(),e),{}),ie=re.reduce((e,[t,n])=>(e[t]=n.toLowerCase(),e),{USER_INACTIVE_CHANGE:`userinactivechange`,BREAKPOINTS_CHANGE:`breakpointchange`,BREAKPOINTS_COMPUTED:`breakpointscomputed`});Object.entries(ie).reduce((e,[t,n])=>{let r=y[t];return r&&(e[n]=r),e},{userinactivechange:`userinactive`});var ae=Object.entries(y).reduce((e,[t,n])=>{let r=ie[t];return r&&(e[n]=r),e},{userinactive:`userinactivechange`}),b={SUBTITLES:`subtitles`,CAPTIONS:`captions`,DESCRIPTIONS:`descriptions`,CHAPTERS:`chapters`,METADATA:`metadata`},oe={DISABLED:`disabled`,HIDDEN:`hidden`,SHOWING:`showing`},se={MOUSE:`mouse`,PEN:`pen`,TOUCH:`touch`},x={UNAVAILABLE:`unavailable`,UNSUPPORTED:`unsupported`},S={LIVE:`live`,ON_DEMAND:`on-demand`,UNKNOWN:`unknown`},ce={INLINE:`inline`,FULLSCREEN:`fullscreen`,PICTURE_IN_PICTURE:`picture-in-picture`};function le(e){return e?.map(ue).join(` `)}function ue(e){if(e){let{id:t,width:n,height:r}=e;return[t,n,r].filter(e=>e!=null).join(`:`)}}function de(e){return e?.map(fe).join(` `)}function fe(e){if(e){let{id:t,kind:n,language:r,label:i}=e;return[t,n,r,i].filter(e=>e!=null).join(`:`)}}function pe(e){return typeof e==`number`&&!Number.isNaN(e)&&Number.isFinite(e)}var me=e=>new Promise(t=>setTimeout(t,e)),he={"&":`&amp;`,"<":`&lt;`,">":`&gt;`,'"':`&quot;`,"'":`&#39;`};function ge(e){return String(e).replace(/[&<>"']/g,e=>he[e])}var _e=[{singular:`hour`,plural:`hours`},{singular:`minute`,plural:`minutes`},{singular:`second`,plural:`seconds`}],ve=(e,t)=>`${e} ${d(e===1?_e[t].singular:_e[t].plural)}`,ye=e=>{if(!pe(e))return``;let t=Math.abs(e),n=t!==e,r=new Date(0,0,0,0,0,t,0),i=[r.getHours(),r.getMinutes(),r.getSeconds()].map((e,t)=>e&&ve(e,t)).filter(e=>e).join(`, `);return n?d(`{time} remaining`,{time:i}):t===0?ve(0,2):i};function be(e,t){let n=!1;e<0&&(n=!0,e=0-e),e=e<0?0:e;let r=Math.floor(e%60),i=Math.floor(e/60%60),a=Math.floor(e/3600),o=Math.floor(t/60%60),s=Math.floor(t/3600);return(isNaN(e)||e===1/0)&&(a=i=r=`0`),a=a>0||s>0?a+`:`:``,i=((a||o>=10)&&i<10?`0`+i:i)+`:`,r=r<10?`0`+r:r,(n?`-`:``)+a+i+r}Object.freeze({length:0,start(e){let t=e>>>0;if(t>=this.length)throw new DOMException(`Failed to execute 'start' on 'TimeRanges': The index provided (${t}) is greater than or equal to the maximum bound (${this.length}).`);return 0},end(e){let t=e>>>0;if(t>=this.length)throw new DOMException(`Failed to execute 'end' on 'TimeRanges': The index provided (${t}) is greater than or equal to the maximum bound (${this.length}).`);return 0}});var xe=class{addEventListener(){}removeEventListener(){}dispatchEvent(){return!0}},Se=class extends xe{},Ce=class extends Se{constructor(){super(...arguments),this.role=null}},we=class{observe(){}unobserve(){}disconnect(){}},Te={createElement:function(){return new Ee.HTMLElement},createElementNS:function(){return new Ee.HTMLElement},addEventListener(){},removeEventListener(){},dispatchEvent(e){return!1}},Ee={ResizeObserver:we,document:Te,Node:Se,Element:Ce,HTMLElement:class extends Ce{constructor(){super(...arguments),this.innerHTML=``}get content(){return new Ee.DocumentFragment}},DocumentFragment:class extends xe{},customElements:{get:function(){},define:function(){},whenDefined:function(){}},localStorage:{getItem(e){return null},setItem(e,t){},removeItem(e){}},CustomEvent:function(){},getComputedStyle:function(){},navigator:{languages:[],get userAgent(){return``}},matchMedia(e){return{matches:!1,media:e}},DOMParser:class{parseFromString(e,t){return{body:{textContent:e}}}}},De=`global`in globalThis&&(globalThis==null?void 0:globalThis.global)===globalThis||typeof window>`u`||window.customElements===void 0,Oe=Object.keys(Ee).every(e=>e in globalThis),C=De&&!Oe?Ee:globalThis,w=De&&!Oe?Te:globalThis.document,ke=new WeakMap,Ae=e=>{let t=ke.get(e);return t||ke.set(e,t=new Set),t},je=new C.ResizeObserver(e=>{for(let t of e)for(let e of Ae(t.target))e(t)});function Me(e,t){Ae(e).add(t),je.observe(e)}function Ne(e,t){let n=Ae(e);n.delete(t),n.size||je.unobserve(e)}function Pe(e){let t={};for(let n of e)t[n.name]=n.value;return t}function Fe(e){return Ie(e)??Ve(e,`media-controller`)}function Ie(e){let{MEDIA_CONTROLLER:t}=v,n=e.getAttribute(t);if(n)return Ue(e)?.getElementById(n)}var Le=(e,t,n=`.value`)=>{let r=e.querySelector(n);r&&(r.textContent=t)},Re=(e,t)=>{let n=`slot[name="${t}"]`,r=e.shadowRoot.querySelector(n);return r?r.children:[]},ze=(e,t)=>Re(e,t)[0],Be=(e,t)=>!e||!t?!1:e?.contains(t)?!0:Be(e,t.getRootNode().host),Ve=(e,t)=>e?e.closest(t)||Ve(e.getRootNode().host,t):null;function He(e=document){let t=e?.activeElement;return t?He(t.shadowRoot)??t:null}function Ue(e){let t=(e?.getRootNode)?.call(e);return t instanceof ShadowRoot||t instanceof Document?t:null}function We(e,{depth:t=3,checkOpacity:n=!0,checkVisibilityCSS:r=!0}={}){if(e.checkVisibility)return e.checkVisibility({checkOpacity:n,checkVisibilityCSS:r});let i=e;for(;i&&t>0;){let e=getComputedStyle(i);if(n&&e.opacity===`0`||r&&e.visibility===`hidden`||e.display===`none`)return!1;i=i.parentElement,t--}return!0}function Ge(e,t,n,r){let i=r.x-n.x,a=r.y-n.y,o=i*i+a*a;if(o===0)return 0;let s=((e-n.x)*i+(t-n.y)*a)/o;return Math.max(0,Math.min(1,s))}function T(e,t){return Ke(e,e=>e===t)||qe(e,t)}function Ke(e,t){let n;for(n of e.querySelectorAll(`style:not([media])`)??[]){let e;try{e=n.sheet?.cssRules}catch{continue}for(let n of e??[])if(t(n.selectorText))return n}}function qe(e,t){let n=e.querySelectorAll(`style:not([media])`)??[],r=n?.[n.length-1];if(!r?.sheet)return console.warn(`Media Chrome: No style sheet found on style tag of`,e),{style:{setProperty:()=>{},removeProperty:()=>``,getPropertyValue:()=>``}};let i=r?.sheet.insertRule(`${t}{}`,r.sheet.cssRules.length);return r.sheet.cssRules?.[i]}function E(e,t,n=NaN){let r=e.getAttribute(t);return r==null?n:+r}function D(e,t,n){let r=+n;n==null||Number.isNaN(r)?e.hasAttribute(t)&&e.removeAttribute(t):E(e,t,void 0)!==r&&e.setAttribute(t,`${r}`)}function O(e,t){return e.hasAttribute(t)}function k(e,t,n){n==null?e.hasAttribute(t)&&e.removeAttribute(t):O(e,t)!=n&&e.toggleAttribute(t,n)}function A(e,t,n=null){return e.getAttribute(t)??n}function j(e,t,n){if(n==null){e.hasAttribute(t)&&e.removeAttribute(t);return}let r=`${n}`;A(e,t,void 0)!==r&&e.setAttribute(t,r)}var Je=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Ye=(e,t,n)=>(Je(e,t,`read from private field`),n?n.call(e):t.get(e)),Xe=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Ze=(e,t,n,r)=>(Je(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),M;function Qe(e){return`
    <style>
      :host {
        display: var(--media-control-display, var(--media-gesture-receiver-display, inline-block));
        box-sizing: border-box;
      }
    </style>
  `}var $e=class extends C.HTMLElement{constructor(){if(super(),Xe(this,M,void 0),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}}static get observedAttributes(){return[v.MEDIA_CONTROLLER,y.MEDIA_PAUSED]}attributeChangedCallback(e,t,n){var r,i,a,o;e===v.MEDIA_CONTROLLER&&(t&&((i=(r=Ye(this,M))?.unassociateElement)==null||i.call(r,this),Ze(this,M,null)),n&&this.isConnected&&(Ze(this,M,this.getRootNode()?.getElementById(n)),(o=(a=Ye(this,M))?.associateElement)==null||o.call(a,this)))}connectedCallback(){var e,t;this.tabIndex=-1,this.setAttribute(`aria-hidden`,`true`),Ze(this,M,et(this)),this.getAttribute(v.MEDIA_CONTROLLER)&&((t=(e=Ye(this,M))?.associateElement)==null||t.call(e,this)),Ye(this,M)&&(Ye(this,M).addEventListener(`pointerdown`,this),Ye(this,M).addEventListener(`click`,this),Ye(this,M).hasAttribute(`tabindex`)||(Ye(this,M).tabIndex=0))}disconnectedCallback(){var e,t,n,r;this.getAttribute(v.MEDIA_CONTROLLER)&&((t=(e=Ye(this,M))?.unassociateElement)==null||t.call(e,this)),(n=Ye(this,M))==null||n.removeEventListener(`pointerdown`,this),(r=Ye(this,M))==null||r.removeEventListener(`click`,this),Ze(this,M,null)}handleEvent(e){let t=e.composedPath()?.[0];if([`video`,`media-controller`].includes(t?.localName)){if(e.type===`pointerdown`)this._pointerType=e.pointerType;else if(e.type===`click`){let{clientX:t,clientY:n}=e,{left:r,top:i,width:a,height:o}=this.getBoundingClientRect(),s=t-r,c=n-i;if(s<0||c<0||s>a||c>o||a===0&&o===0)return;let l=this._pointerType||`mouse`;if(this._pointerType=void 0,l===se.TOUCH){this.handleTap(e);return}if(l===se.MOUSE||l===se.PEN){this.handleMouseClick(e);return}}}}get mediaPaused(){return O(this,y.MEDIA_PAUSED)}set mediaPaused(e){k(this,y.MEDIA_PAUSED,e)}handleTap(e){}handleMouseClick(e){let t=this.mediaPaused?_.MEDIA_PLAY_REQUEST:_.MEDIA_PAUSE_REQUEST;this.dispatchEvent(new C.CustomEvent(t,{composed:!0,bubbles:!0}))}};M=new WeakMap,$e.shadowRootOptions={mode:`open`},$e.getTemplateHTML=Qe;function et(e){let t=e.getAttribute(v.MEDIA_CONTROLLER);return t?e.getRootNode()?.getElementById(t):Ve(e,`media-controller`)}C.customElements.get(`media-gesture-receiver`)||C.customElements.define(`media-gesture-receiver`,$e);var tt=$e,nt=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},N=(e,t,n)=>(nt(e,t,`read from private field`),n?n.call(e):t.get(e)),P=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},rt=(e,t,n,r)=>(nt(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),it=(e,t,n)=>(nt(e,t,`access private method`),n),at,ot,st,ct,lt,ut,dt,ft,pt,mt,ht,gt,_t,vt,yt,bt,xt,St,Ct,wt,F={AUDIO:`audio`,AUTOHIDE:`autohide`,BREAKPOINTS:`breakpoints`,GESTURES_DISABLED:`gesturesdisabled`,KEYBOARD_CONTROL:`keyboardcontrol`,NO_AUTOHIDE:`noautohide`,USER_INACTIVE:`userinactive`,AUTOHIDE_OVER_CONTROLS:`autohideovercontrols`};function Tt(e){return`
    <style>
      
      :host([${y.MEDIA_IS_FULLSCREEN}]) ::slotted([slot=media]) {
        outline: none;
      }

      :host {
        box-sizing: border-box;
        position: relative;
        display: inline-block;
        line-height: 0;
        background-color: var(--media-background-color, #000);
        overflow: hidden;
      }

      :host(:not([${F.AUDIO}])) [part~=layer]:not([part~=media-layer]) {
        position: absolute;
        top: 0;
        left: 0;
        bottom: 0;
        right: 0;
        display: flex;
        flex-flow: column nowrap;
        align-items: start;
        pointer-events: none;
        background: none;
      }

      slot[name=media] {
        display: var(--media-slot-display, contents);
      }

      
      :host([${F.AUDIO}]) slot[name=media] {
        display: var(--media-slot-display, none);
      }

      
      :host([${F.AUDIO}]) [part~=layer][part~=gesture-layer] {
        height: 0;
        display: block;
      }

      
      :host(:not([${F.AUDIO}])[${F.GESTURES_DISABLED}]) ::slotted([slot=gestures-chrome]),
          :host(:not([${F.AUDIO}])[${F.GESTURES_DISABLED}]) media-gesture-receiver[slot=gestures-chrome] {
        display: none;
      }

      
      ::slotted(:not([slot=media]):not([slot=poster]):not(media-loading-indicator):not([role=dialog]):not([hidden])) {
        pointer-events: auto;
      }

      :host(:not([${F.AUDIO}])) *[part~=layer][part~=centered-layer] {
        align-items: center;
        justify-content: center;
      }

      :host(:not([${F.AUDIO}])) ::slotted(media-gesture-receiver[slot=gestures-chrome]),
      :host(:not([${F.AUDIO}])) media-gesture-receiver[slot=gestures-chrome] {
        align-self: stretch;
        flex-grow: 1;
      }

      slot[name=middle-chrome] {
        display: inline;
        flex-grow: 1;
        pointer-events: none;
        background: none;
      }

      
      ::slotted([slot=media]),
      ::slotted([slot=poster]) {
        width: 100%;
        height: 100%;
      }

      
      :host(:not([${F.AUDIO}])) .spacer {
        flex-grow: 1;
      }

      
      :host(:-webkit-full-screen) {
        
        width: 100% !important;
        height: 100% !important;
      }

      
      ::slotted(:not([slot=media]):not([slot=poster]):not([${F.NO_AUTOHIDE}]):not([hidden]):not([role=dialog])) {
        opacity: 1;
        transition: var(--media-control-transition-in, opacity 0.25s);
      }

      
      :host([${F.USER_INACTIVE}]:not([${y.MEDIA_PAUSED}]):not([${y.MEDIA_IS_AIRPLAYING}]):not([${y.MEDIA_IS_CASTING}]):not([${F.AUDIO}])) ::slotted(:not([slot=media]):not([slot=poster]):not([${F.NO_AUTOHIDE}]):not([role=dialog])) {
        opacity: 0;
        transition: var(--media-control-transition-out, opacity 1s);
      }

      :host([${F.USER_INACTIVE}]:not([${F.NO_AUTOHIDE}]):not([${y.MEDIA_PAUSED}]):not([${y.MEDIA_IS_CASTING}]):not([${F.AUDIO}])) ::slotted([slot=media]) {
        cursor: none;
      }

      :host([${F.USER_INACTIVE}][${F.AUTOHIDE_OVER_CONTROLS}]:not([${F.NO_AUTOHIDE}]):not([${y.MEDIA_PAUSED}]):not([${y.MEDIA_IS_CASTING}]):not([${F.AUDIO}])) * {
        --media-cursor: none;
        cursor: none;
      }


      ::slotted(media-control-bar)  {
        align-self: stretch;
      }

      
      
      :host(:not([${F.AUDIO}])[${y.MEDIA_HAS_PLAYED}]) slot[name=poster],
      :host(:not([${F.AUDIO}])[${y.MEDIA_STREAM_TYPE}="${S.ON_DEMAND}"][${y.MEDIA_CURRENT_TIME}]:not([${y.MEDIA_CURRENT_TIME}="0"])) slot[name=poster] {
        display: none;
      }

      ::slotted([role=dialog]) {
        width: 100%;
        height: 100%;
        align-self: center;
      }

      ::slotted([role=menu]) {
        align-self: end;
      }
    </style>

    <slot name="media" part="layer media-layer"></slot>
    <slot name="poster" part="layer poster-layer"></slot>
    <slot name="gestures-chrome" part="layer gesture-layer">
      <media-gesture-receiver slot="gestures-chrome">
        <template shadowrootmode="${tt.shadowRootOptions.mode}">
          ${tt.getTemplateHTML({})}
        </template>
      </media-gesture-receiver>
    </slot>
    <span part="layer vertical-layer">
      <slot name="top-chrome" part="top chrome"></slot>
      <slot name="middle-chrome" part="middle chrome"></slot>
      <slot name="centered-chrome" part="layer centered-layer center centered chrome"></slot>
      
      <slot part="bottom chrome"></slot>
    </span>
    <slot name="dialog" part="layer dialog-layer"></slot>
  `}var Et=Object.values(y),Dt=`sm:384 md:576 lg:768 xl:960`;function Ot(e){kt(e.target,e.contentRect.width)}function kt(e,t){if(!e.isConnected)return;let n=At(e.getAttribute(F.BREAKPOINTS)??Dt),r=jt(n,t),i=!1;if(Object.keys(n).forEach(t=>{r.includes(t)?e.hasAttribute(`breakpoint${t}`)||(e.setAttribute(`breakpoint${t}`,``),i=!0):e.hasAttribute(`breakpoint${t}`)&&(e.removeAttribute(`breakpoint${t}`),i=!0)}),i){let t=new CustomEvent(ie.BREAKPOINTS_CHANGE,{detail:r});e.dispatchEvent(t)}e.breakpointsComputed||(e.breakpointsComputed=!0,e.dispatchEvent(new CustomEvent(ie.BREAKPOINTS_COMPUTED,{bubbles:!0,composed:!0})))}function At(e){let t=e.split(/\s+/);return Object.fromEntries(t.map(e=>e.split(`:`)))}function jt(e,t){return Object.keys(e).filter(n=>t>=parseInt(e[n]))}var Mt=class extends C.HTMLElement{constructor(){if(super(),P(this,pt),P(this,ht),P(this,_t),P(this,yt),P(this,xt),P(this,at,void 0),P(this,ot,0),P(this,st,null),P(this,ct,null),P(this,lt,void 0),this.breakpointsComputed=!1,P(this,ut,e=>{let t=this.media;for(let n of e){if(n.type!==`childList`)continue;let e=n.removedNodes;for(let r of e){if(r.slot!=`media`||n.target!=this)continue;let e=n.previousSibling&&n.previousSibling.previousElementSibling;if(!e||!t)this.mediaUnsetCallback(r);else{let t=e.slot!==`media`;for(;(e=e.previousSibling)!==null;)e.slot==`media`&&(t=!1);t&&this.mediaUnsetCallback(r)}}if(t)for(let e of n.addedNodes)e===t&&this.handleMediaUpdated(t)}}),P(this,dt,!1),P(this,ft,e=>{N(this,dt)||(setTimeout(()=>{Ot(e),rt(this,dt,!1)},0),rt(this,dt,!0))}),P(this,Ct,void 0),P(this,wt,()=>{N(this,Ct).assignedElements({flatten:!0}).length?this.handleMediaUpdated(this.media):N(this,st)&&this.mediaUnsetCallback(N(this,st))}),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes),t=this.constructor.getTemplateHTML(e);this.shadowRoot.setHTMLUnsafe?this.shadowRoot.setHTMLUnsafe(t):this.shadowRoot.innerHTML=t}rt(this,at,new MutationObserver(N(this,ut)))}static get observedAttributes(){return[F.AUTOHIDE,F.GESTURES_DISABLED].concat(Et).filter(e=>![y.MEDIA_RENDITION_LIST,y.MEDIA_AUDIO_TRACK_LIST,y.MEDIA_CHAPTERS_CUES,y.MEDIA_WIDTH,y.MEDIA_HEIGHT,y.MEDIA_ERROR,y.MEDIA_ERROR_MESSAGE].includes(e))}attributeChangedCallback(e,t,n){e.toLowerCase()==F.AUTOHIDE&&(this.autohide=n)}get media(){let e=this.querySelector(`:scope > [slot=media]`);return e?.nodeName==`SLOT`&&(e=e.assignedElements({flatten:!0})[0]),e}async handleMediaUpdated(e){e&&(rt(this,st,e),e.localName.includes(`-`)&&await C.customElements.whenDefined(e.localName),this.mediaSetCallback(e))}connectedCallback(){var e;N(this,at).observe(this,{childList:!0,subtree:!0}),Me(this,N(this,ft));let t=this.getAttribute(F.AUDIO)==null?d(`video player`):d(`audio player`);this.setAttribute(`role`,`region`),this.setAttribute(`aria-label`,t),this.handleMediaUpdated(this.media),this.setAttribute(F.USER_INACTIVE,``),kt(this,this.getBoundingClientRect().width);let n=this.querySelector(`:scope > slot[slot=media]`);n&&(rt(this,Ct,n),N(this,Ct).addEventListener(`slotchange`,N(this,wt))),this.addEventListener(`pointerdown`,this),this.addEventListener(`pointermove`,this),this.addEventListener(`pointerup`,this),this.addEventListener(`mouseleave`,this),this.addEventListener(`keyup`,this),(e=C.window)==null||e.addEventListener(`mouseup`,this)}disconnectedCallback(){var e;Ne(this,N(this,ft)),clearTimeout(N(this,ct)),N(this,at).disconnect(),this.media&&this.mediaUnsetCallback(this.media),(e=C.window)==null||e.removeEventListener(`mouseup`,this),this.removeEventListener(`pointerdown`,this),this.removeEventListener(`pointermove`,this),this.removeEventListener(`pointerup`,this),this.removeEventListener(`mouseleave`,this),this.removeEventListener(`keyup`,this),N(this,Ct)&&(N(this,Ct).removeEventListener(`slotchange`,N(this,wt)),rt(this,Ct,null)),rt(this,dt,!1)}mediaSetCallback(e){}mediaUnsetCallback(e){rt(this,st,null)}handleEvent(e){switch(e.type){case`pointerdown`:rt(this,ot,e.timeStamp);break;case`pointermove`:it(this,pt,mt).call(this,e);break;case`pointerup`:it(this,ht,gt).call(this,e);break;case`mouseleave`:it(this,_t,vt).call(this);break;case`mouseup`:this.removeAttribute(F.KEYBOARD_CONTROL);break;case`keyup`:it(this,xt,St).call(this),this.setAttribute(F.KEYBOARD_CONTROL,``)}}set autohide(e){let t=Number(e);rt(this,lt,isNaN(t)?0:t)}get autohide(){return(N(this,lt)===void 0?2:N(this,lt)).toString()}get breakpoints(){return A(this,F.BREAKPOINTS)}set breakpoints(e){j(this,F.BREAKPOINTS,e)}get audio(){return O(this,F.AUDIO)}set audio(e){k(this,F.AUDIO,e)}get gesturesDisabled(){return O(this,F.GESTURES_DISABLED)}set gesturesDisabled(e){k(this,F.GESTURES_DISABLED,e)}get keyboardControl(){return O(this,F.KEYBOARD_CONTROL)}set keyboardControl(e){k(this,F.KEYBOARD_CONTROL,e)}get noAutohide(){return O(this,F.NO_AUTOHIDE)}set noAutohide(e){k(this,F.NO_AUTOHIDE,e)}get autohideOverControls(){return O(this,F.AUTOHIDE_OVER_CONTROLS)}set autohideOverControls(e){k(this,F.AUTOHIDE_OVER_CONTROLS,e)}get userInteractive(){return O(this,F.USER_INACTIVE)}set userInteractive(e){k(this,F.USER_INACTIVE,e)}};at=new WeakMap,ot=new WeakMap,st=new WeakMap,ct=new WeakMap,lt=new WeakMap,ut=new WeakMap,dt=new WeakMap,ft=new WeakMap,pt=new WeakSet,mt=function(e){if(e.pointerType!==`mouse`&&e.timeStamp-N(this,ot)<250)return;it(this,yt,bt).call(this),clearTimeout(N(this,ct));let t=this.hasAttribute(F.AUTOHIDE_OVER_CONTROLS);([this,this.media].includes(e.target)||t)&&it(this,xt,St).call(this)},ht=new WeakSet,gt=function(e){if(e.pointerType===`touch`){let t=!this.hasAttribute(F.USER_INACTIVE);[this,this.media].includes(e.target)&&t?it(this,_t,vt).call(this):it(this,xt,St).call(this)}else e.composedPath().some(e=>[`media-play-button`,`media-fullscreen-button`].includes(e?.localName))&&it(this,xt,St).call(this)},_t=new WeakSet,vt=function(){if(N(this,lt)<0||this.hasAttribute(F.USER_INACTIVE))return;this.setAttribute(F.USER_INACTIVE,``);let e=new C.CustomEvent(ie.USER_INACTIVE_CHANGE,{composed:!0,bubbles:!0,detail:!0});this.dispatchEvent(e)},yt=new WeakSet,bt=function(){if(!this.hasAttribute(F.USER_INACTIVE))return;this.removeAttribute(F.USER_INACTIVE);let e=new C.CustomEvent(ie.USER_INACTIVE_CHANGE,{composed:!0,bubbles:!0,detail:!1});this.dispatchEvent(e)},xt=new WeakSet,St=function(){it(this,yt,bt).call(this),clearTimeout(N(this,ct));let e=parseInt(this.autohide);e<0||rt(this,ct,setTimeout(()=>{it(this,_t,vt).call(this)},e*1e3))},Ct=new WeakMap,wt=new WeakMap,Mt.shadowRootOptions={mode:`open`},Mt.getTemplateHTML=Tt,C.customElements.get(`media-container`)||C.customElements.define(`media-container`,Mt);var Nt=Mt,Pt=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Ft=(e,t,n)=>(Pt(e,t,`read from private field`),n?n.call(e):t.get(e)),It=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Lt=(e,t,n,r)=>(Pt(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Rt=(e,t,n)=>(Pt(e,t,`access private method`),n),zt,Bt,Vt,Ht,Ut,Wt,Gt,Kt,qt,Jt,Yt,Xt,Zt,Qt,$t;function en(e){return`
    <style>
      :host {
        font: var(--media-font,
          var(--media-font-weight, normal)
          var(--media-font-size, 14px) /
          var(--media-text-content-height, var(--media-control-height, 24px))
          var(--media-font-family, helvetica neue, segoe ui, roboto, arial, sans-serif));
        color: var(--media-text-color, var(--media-primary-color, rgb(238 238 238)));
        display: var(--media-dialog-display, inline-flex);
        justify-content: center;
        align-items: center;
        
        transition-behavior: allow-discrete;
        visibility: hidden;
        opacity: 0;
        transform: translateY(2px) scale(.99);
        pointer-events: none;
      }

      :host([open]) {
        transition: display .2s, visibility 0s, opacity .2s ease-out, transform .15s ease-out;
        visibility: visible;
        opacity: 1;
        transform: translateY(0) scale(1);
        pointer-events: auto;
      }

      #content {
        display: flex;
        position: relative;
        box-sizing: border-box;
        width: min(320px, 100%);
        word-wrap: break-word;
        max-height: 100%;
        overflow: auto;
        text-align: center;
        line-height: 1.4;
      }
    </style>
    ${this.getSlotTemplateHTML(e)}
  `}function tn(e){return`
    <slot id="content"></slot>
  `}var nn={OPEN:`open`,ANCHOR:`anchor`},rn=class extends C.HTMLElement{constructor(){super(),It(this,Ht),It(this,Wt),It(this,Kt),It(this,Jt),It(this,Xt),It(this,Qt),It(this,zt,!1),It(this,Bt,null),It(this,Vt,null)}static get observedAttributes(){return[nn.OPEN,nn.ANCHOR]}get open(){return O(this,nn.OPEN)}set open(e){k(this,nn.OPEN,e)}handleEvent(e){switch(e.type){case`invoke`:Rt(this,Jt,Yt).call(this,e);break;case`focusout`:Rt(this,Xt,Zt).call(this,e);break;case`keydown`:Rt(this,Qt,$t).call(this,e)}}connectedCallback(){Rt(this,Ht,Ut).call(this),this.role||=`dialog`,this.addEventListener(`invoke`,this),this.addEventListener(`focusout`,this),this.addEventListener(`keydown`,this)}disconnectedCallback(){this.removeEventListener(`invoke`,this),this.removeEventListener(`focusout`,this),this.removeEventListener(`keydown`,this)}attributeChangedCallback(e,t,n){Rt(this,Ht,Ut).call(this),e===nn.OPEN&&n!==t&&(this.open?Rt(this,Wt,Gt).call(this):Rt(this,Kt,qt).call(this))}focus(){Lt(this,Bt,He());let e=!this.dispatchEvent(new Event(`focus`,{composed:!0,cancelable:!0})),t=!this.dispatchEvent(new Event(`focusin`,{composed:!0,bubbles:!0,cancelable:!0}));e||t||this.querySelector(`[autofocus], [tabindex]:not([tabindex="-1"]), [role="menu"]`)?.focus()}get keysUsed(){return[`Escape`,`Tab`]}};zt=new WeakMap,Bt=new WeakMap,Vt=new WeakMap,Ht=new WeakSet,Ut=function(){if(!Ft(this,zt)&&(Lt(this,zt,!0),!this.shadowRoot)){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e),queueMicrotask(()=>{let{style:e}=T(this.shadowRoot,`:host`);e.setProperty(`transition`,`display .15s, visibility .15s, opacity .15s ease-in, transform .15s ease-in`)})}},Wt=new WeakSet,Gt=function(){var e;(e=Ft(this,Vt))==null||e.setAttribute(`aria-expanded`,`true`),this.dispatchEvent(new Event(`open`,{composed:!0,bubbles:!0})),this.addEventListener(`transitionend`,()=>this.focus(),{once:!0})},Kt=new WeakSet,qt=function(){var e;(e=Ft(this,Vt))==null||e.setAttribute(`aria-expanded`,`false`),this.dispatchEvent(new Event(`close`,{composed:!0,bubbles:!0}))},Jt=new WeakSet,Yt=function(e){Lt(this,Vt,e.relatedTarget),Be(this,e.relatedTarget)||(this.open=!this.open)},Xt=new WeakSet,Zt=function(e){var t;Be(this,e.relatedTarget)||((t=Ft(this,Bt))==null||t.focus(),Ft(this,Vt)&&Ft(this,Vt)!==e.relatedTarget&&this.open&&(this.open=!1))},Qt=new WeakSet,$t=function(e){var t,n,r,i,a;let{key:o,ctrlKey:s,altKey:c,metaKey:l}=e;s||c||l||this.keysUsed.includes(o)&&(e.preventDefault(),e.stopPropagation(),o===`Tab`?(e.shiftKey?(n=(t=this.previousElementSibling)?.focus)==null||n.call(t):(i=(r=this.nextElementSibling)?.focus)==null||i.call(r),this.blur()):o===`Escape`&&((a=Ft(this,Bt))==null||a.focus(),this.open=!1))},rn.shadowRootOptions={mode:`open`},rn.getTemplateHTML=en,rn.getSlotTemplateHTML=tn,C.customElements.get(`media-chrome-dialog`)||C.customElements.define(`media-chrome-dialog`,rn);var an=rn,on=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},sn=(e,t,n)=>(on(e,t,`read from private field`),n?n.call(e):t.get(e)),cn=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},ln,un,dn={HOTKEYS:`hotkeys`},fn=[{keys:[{key:` `,label:`Space`},{key:`k`}],description:`Toggle Playback`},{keys:[{key:`m`}],description:`Toggle mute`},{keys:[{key:`f`}],description:`Toggle fullscreen`},{keys:[{key:`c`}],description:`Toggle captions or subtitles, if available`},{keys:[{key:`p`}],description:`Toggle Picture in Picture`},{keys:[{key:`ArrowLeft`,label:`←`},{key:`j`}],description:`Seek back 10s`},{keys:[{key:`ArrowRight`,label:`→`},{key:`l`}],description:`Seek forward 10s`},{keys:[{key:`ArrowUp`,label:`↑`}],description:`Turn volume up`},{keys:[{key:`ArrowDown`,label:`↓`}],description:`Turn volume down`},{keys:[{key:`<`,label:`< (SHIFT+,)`}],description:`Decrease playback rate`},{keys:[{key:`>`,label:`> (SHIFT+.)`}],description:`Increase playback rate`},{keys:[{key:`shift+/`,label:`SHIFT+/`}],description:`Show keyboard shortcuts`}];function pn(e){return e===` `?`nospace`:`no${e.toLowerCase()}`}function mn(e){let t=new Set(e?.split(/\s+/));return fn.map(({keys:e,description:n})=>({keys:e.filter(({key:e})=>!t.has(pn(e))),description:n})).filter(({keys:e})=>e.length)}function hn(e){return`
    <style>
      :host {
        position: fixed;
        top: 0;
        left: 0;
        z-index: 9999;
        background: rgb(20 20 30 / .8);
        backdrop-filter: blur(10px);
      }

      #content {
        display: block;
        width: clamp(400px, 40vw, 700px);
        max-width: 90vw;
        text-align: left;
      }

      h2 {
        margin: 0 0 1.5rem 0;
        font-size: 1.5rem;
        font-weight: 500;
        text-align: center;
      }

      .shortcuts-table {
        width: 100%;
        border-collapse: collapse;
      }

      .shortcuts-table tr {
        border-bottom: 1px solid rgba(255, 255, 255, 0.1);
      }

      .shortcuts-table tr:last-child {
        border-bottom: none;
      }

      .shortcuts-table td {
        padding: 0.75rem 0.5rem;
      }

      .shortcuts-table td:first-child {
        text-align: right;
        padding-right: 1rem;
        width: 40%;
        min-width: 120px;
      }

      .shortcuts-table td:last-child {
        padding-left: 1rem;
      }

      .key {
        display: inline-block;
        background: rgba(255, 255, 255, 0.15);
        border: 1px solid rgba(255, 255, 255, 0.2);
        border-radius: 4px;
        padding: 0.25rem 0.5rem;
        font-family: 'Courier New', monospace;
        font-size: 0.9rem;
        font-weight: 500;
        min-width: 1.5rem;
        text-align: center;
        margin: 0 0.2rem;
      }

      .description {
        color: rgba(255, 255, 255, 0.9);
        font-size: 0.95rem;
      }

      .key-combo {
        display: flex;
        align-items: center;
        justify-content: flex-end;
        gap: 0.3rem;
      }

      .key-separator {
        color: rgba(255, 255, 255, 0.5);
        font-size: 0.9rem;
      }
    </style>
    <slot id="content">
      ${gn(e[dn.HOTKEYS])}
    </slot>
  `}function gn(e){return`
    <h2>Keyboard Shortcuts</h2>
    <table class="shortcuts-table">${mn(e).map(({keys:e,description:t})=>`
        <tr>
          <td>
            <div class="key-combo">${e.map(({key:e,label:t=e},n)=>n>0?`<span class="key-separator">or</span><span class="key">${t}</span>`:`<span class="key">${t}</span>`).join(``)}</div>
          </td>
          <td class="description">${t}</td>
        </tr>
      `).join(``)}</table>
  `}var _n=class extends rn{constructor(){super(...arguments),cn(this,ln,e=>{if(!this.open)return;let t=this.shadowRoot?.querySelector(`#content`);if(!t)return;let n=e.composedPath(),r=n[0]===this||n.includes(this),i=n.includes(t);r&&!i&&(this.open=!1)}),cn(this,un,e=>{if(!this.open)return;let t=e.shiftKey&&(e.key===`/`||e.key===`?`);e.key!==`Escape`&&!t||e.ctrlKey||e.altKey||e.metaKey||(this.open=!1,e.preventDefault(),e.stopPropagation())})}static get observedAttributes(){return[...super.observedAttributes,dn.HOTKEYS]}get hotkeys(){return A(this,dn.HOTKEYS)??void 0}set hotkeys(e){j(this,dn.HOTKEYS,e)}connectedCallback(){super.connectedCallback(),this.open&&(this.addEventListener(`click`,sn(this,ln)),document.addEventListener(`keydown`,sn(this,un)))}disconnectedCallback(){this.removeEventListener(`click`,sn(this,ln)),document.removeEventListener(`keydown`,sn(this,un))}attributeChangedCallback(e,t,n){if(super.attributeChangedCallback(e,t,n),e===`open`)this.open?(this.addEventListener(`click`,sn(this,ln)),document.addEventListener(`keydown`,sn(this,un))):(this.removeEventListener(`click`,sn(this,ln)),document.removeEventListener(`keydown`,sn(this,un)));else if(e===dn.HOTKEYS&&n!==t){let e=this.shadowRoot?.querySelector(`#content`);e&&(e.innerHTML=gn(n))}}};ln=new WeakMap,un=new WeakMap,_n.getSlotTemplateHTML=hn,C.customElements.get(`media-keyboard-shortcuts-dialog`)||C.customElements.define(`media-keyboard-shortcuts-dialog`,_n);var vn=_n,yn=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},I=(e,t,n)=>(yn(e,t,`read from private field`),n?n.call(e):t.get(e)),bn=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},xn=(e,t,n,r)=>(yn(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Sn,Cn,wn,Tn,En,Dn,On=class{constructor(e,t,{defaultValue:n}={defaultValue:void 0}){bn(this,En),bn(this,Sn,void 0),bn(this,Cn,void 0),bn(this,wn,void 0),bn(this,Tn,new Set),xn(this,Sn,e),xn(this,Cn,t),xn(this,wn,new Set(n))}[Symbol.iterator](){return I(this,En,Dn).values()}get length(){return I(this,En,Dn).size}get value(){return[...I(this,En,Dn)].join(` `)??``}set value(e){e!==this.value&&(xn(this,Tn,new Set),this.add(...e?.split(` `)??[]))}toString(){return this.value}item(e){return[...I(this,En,Dn)][e]}values(){return I(this,En,Dn).values()}forEach(e,t){I(this,En,Dn).forEach(e,t)}add(...e){var t;e.forEach(e=>I(this,Tn).add(e)),this.value===``&&!I(this,Sn)?.hasAttribute(`${I(this,Cn)}`)||(t=I(this,Sn))==null||t.setAttribute(`${I(this,Cn)}`,`${this.value}`)}remove(...e){var t;e.forEach(e=>I(this,Tn).delete(e)),(t=I(this,Sn))==null||t.setAttribute(`${I(this,Cn)}`,`${this.value}`)}contains(e){return I(this,En,Dn).has(e)}toggle(e,t){return t===void 0?this.contains(e)?(this.remove(e),!1):(this.add(e),!0):t?(this.add(e),!0):(this.remove(e),!1)}replace(e,t){return this.remove(e),this.add(t),e===t}};Sn=new WeakMap,Cn=new WeakMap,wn=new WeakMap,Tn=new WeakMap,En=new WeakSet,Dn=function(){return I(this,Tn).size?I(this,Tn):I(this,wn)};var kn=(e=``)=>e.split(/\s+/),An=(e=``)=>{let[t,n,r]=e.split(`:`),i=r?decodeURIComponent(r):void 0;return{kind:t===`cc`?b.CAPTIONS:b.SUBTITLES,language:n,label:i}},jn=(e=``,t={})=>kn(e).map(e=>{let n=An(e);return{...t,...n}}),Mn=e=>e?Array.isArray(e)?e.map(e=>typeof e==`string`?An(e):e):typeof e==`string`?jn(e):[e]:[],Nn=({kind:e,label:t,language:n}={kind:`subtitles`})=>t?`${e===`captions`?`cc`:`sb`}:${n}:${encodeURIComponent(t)}`:n,Pn=(e=[])=>Array.prototype.map.call(e,Nn).join(` `),Fn=(e,t)=>n=>n[e]===t,In=e=>{let t=Object.entries(e).map(([e,t])=>Fn(e,t));return e=>t.every(t=>t(e))},Ln=(e,t=[],n=[])=>{let r=Mn(n).map(In);Array.from(t).filter(e=>r.some(t=>t(e))).forEach(t=>{t.mode=e})},Rn=(e,t=()=>!0)=>{if(!e?.textTracks)return[];let n=typeof t==`function`?t:In(t);return Array.from(e.textTracks).filter(n)},zn=e=>!!e.mediaSubtitlesShowing?.length||e.hasAttribute(y.MEDIA_SUBTITLES_SHOWING),Bn=e=>{let{media:t,fullscreenElement:n}=e;try{let e=n&&`requestFullscreen`in n?`requestFullscreen`:n&&`webkitRequestFullScreen`in n?`webkitRequestFullScreen`:void 0;if(e){let t=n[e]?.call(n);if(t instanceof Promise)return t.catch(()=>{})}else t?.webkitEnterFullscreen?t.webkitEnterFullscreen():t?.requestFullscreen&&t.requestFullscreen()}catch(e){console.error(e)}},Vn=`exitFullscreen`in w?`exitFullscreen`:`webkitExitFullscreen`in w?`webkitExitFullscreen`:`webkitCancelFullScreen`in w?`webkitCancelFullScreen`:void 0,Hn=e=>{let{documentElement:t}=e;if(Vn){let e=(t?.[Vn])?.call(t);if(e instanceof Promise)return e.catch(()=>{})}},Un=`fullscreenElement`in w?`fullscreenElement`:`webkitFullscreenElement`in w?`webkitFullscreenElement`:void 0,Wn=e=>{let{documentElement:t,media:n}=e,r=t?.[Un];return!r&&`webkitDisplayingFullscreen`in n&&`webkitPresentationMode`in n&&n.webkitDisplayingFullscreen&&n.webkitPresentationMode===ce.FULLSCREEN?n:r},Gn=e=>{let{media:t,documentElement:n,fullscreenElement:r=t}=e;if(!t||!n)return!1;let i=Wn(e);if(!i)return!1;if(i===r||i===t)return!0;if(i.localName.includes(`-`)){let e=i.shadowRoot;if(!(Un in e))return Be(i,r);for(;e?.[Un];){if(e[Un]===r)return!0;e=e[Un]?.shadowRoot}}return!1},Kn=`fullscreenEnabled`in w?`fullscreenEnabled`:`webkitFullscreenEnabled`in w?`webkitFullscreenEnabled`:void 0,qn=e=>{let{documentElement:t,media:n}=e;return!!t?.[Kn]||n&&`webkitSupportsFullscreen`in n},Jn,Yn=()=>{var e;return Jn||(Jn=((e=w)?.createElement)?.call(e,`video`),Jn)},Xn=async(e=Yn())=>{if(!e)return!1;let t=e.volume;e.volume=t/2+.1;let n=new AbortController,r=await Promise.race([Zn(e,n.signal),Qn(e,t)]);return n.abort(),r},Zn=(e,t)=>new Promise(n=>{e.addEventListener(`volumechange`,()=>n(!0),{signal:t})}),Qn=async(e,t)=>{for(let n=0;n<10;n++){if(e.volume===t)return!1;await me(10)}return e.volume!==t},$n=/.*Version\/.*Safari\/.*/.test(C.navigator.userAgent),er=(e=Yn())=>C.matchMedia(`(display-mode: standalone)`).matches&&$n?!1:typeof e?.requestPictureInPicture==`function`,tr=(e=Yn())=>qn({documentElement:w,media:e}),nr=tr(),rr=er(),ir=!!C.WebKitPlaybackTargetAvailabilityEvent,ar=!!C.chrome,or=e=>Rn(e.media,e=>[b.SUBTITLES,b.CAPTIONS].includes(e.kind)).sort((e,t)=>e.kind>=t.kind?1:-1),sr=e=>Rn(e.media,e=>e.mode===oe.SHOWING&&[b.SUBTITLES,b.CAPTIONS].includes(e.kind)),cr=(e,t)=>{let n=or(e),r=sr(e),i=!!r.length;if(n.length){if(t===!1||i&&t!==!0)Ln(oe.DISABLED,n,r);else if(t===!0||!i&&t!==!1){let t=n[0],{options:i}=e;if(!i?.noSubtitlesLangPref){let e=C.localStorage.getItem(`media-chrome-pref-subtitles-lang`),r=e?[e,...C.navigator.languages]:C.navigator.languages,i=n.filter(e=>r.some(t=>e.language.toLowerCase().startsWith(t.split(`-`)[0]))).sort((e,t)=>r.findIndex(t=>e.language.toLowerCase().startsWith(t.split(`-`)[0]))-r.findIndex(e=>t.language.toLowerCase().startsWith(e.split(`-`)[0])));i[0]&&(t=i[0])}let{language:a,label:o,kind:s}=t;Ln(oe.DISABLED,n,r),Ln(oe.SHOWING,n,[{language:a,label:o,kind:s}])}}},lr=(e,t)=>e===t?!0:e==null||t==null||typeof e!=typeof t?!1:typeof e==`number`&&Number.isNaN(e)&&Number.isNaN(t)?!0:typeof e==`object`?Array.isArray(e)?ur(e,t):Object.entries(e).every(([e,n])=>e in t&&lr(n,t[e])):!1,ur=(e,t)=>{let n=Array.isArray(e),r=Array.isArray(t);return n===r?n||r?e.length===t.length&&e.every((e,n)=>lr(e,t[n])):!0:!1},dr=Object.values(S),fr,pr=Xn().then(e=>(fr=e,fr)),mr=async(...e)=>{await Promise.all(e.filter(e=>e).map(async e=>{if(!(`localName`in e&&e instanceof C.HTMLElement))return;let t=e.localName;if(!t.includes(`-`))return;let n=C.customElements.get(t);n&&e instanceof n||(await C.customElements.whenDefined(t),C.customElements.upgrade(e))}))},hr=new C.DOMParser,gr=e=>e&&(hr.parseFromString(e,`text/html`).body.textContent||e),_r={mediaError:{get(e,t){let{media:n}=e;if(t?.type!==`playing`)return n?.error},mediaEvents:[`emptied`,`error`,`playing`]},mediaErrorCode:{get(e,t){let{media:n}=e;if(t?.type!==`playing`)return n?.error?.code},mediaEvents:[`emptied`,`error`,`playing`]},mediaErrorMessage:{get(e,t){let{media:n}=e;if(t?.type!==`playing`)return n?.error?.message??``},mediaEvents:[`emptied`,`error`,`playing`]},mediaWidth:{get(e){let{media:t}=e;return t?.videoWidth??0},mediaEvents:[`resize`]},mediaHeight:{get(e){let{media:t}=e;return t?.videoHeight??0},mediaEvents:[`resize`]},mediaPaused:{get(e){let{media:t}=e;return t?.paused??!0},set(e,t){var n;let{media:r}=t;r&&(e?r.pause():(n=r.play())==null||n.catch(()=>{}))},mediaEvents:[`play`,`playing`,`pause`,`emptied`]},mediaHasPlayed:{get(e,t){let{media:n}=e;return n?t?t.type===`playing`:!n.paused:!1},mediaEvents:[`playing`,`emptied`]},mediaEnded:{get(e){let{media:t}=e;return t?.ended??!1},mediaEvents:[`seeked`,`ended`,`emptied`]},mediaPlaybackRate:{get(e){let{media:t}=e;return t?.playbackRate??1},set(e,t){let{media:n}=t;n&&Number.isFinite(+e)&&(n.playbackRate=+e)},mediaEvents:[`ratechange`,`loadstart`]},mediaMuted:{get(e){let{media:t}=e;return t?.muted??!1},set(e,t){let{media:n,options:{noMutedPref:r}={}}=t;if(n){n.muted=e;try{let t=C.localStorage.getItem(`media-chrome-pref-muted`)!==null,i=n.hasAttribute(`muted`);if(r){t&&C.localStorage.removeItem(`media-chrome-pref-muted`);return}if(i&&!t)return;C.localStorage.setItem(`media-chrome-pref-muted`,e?`true`:`false`)}catch(e){console.debug(`Error setting muted pref`,e)}}},mediaEvents:[`volumechange`],stateOwnersUpdateHandlers:[(e,t)=>{let{options:{noMutedPref:n}}=t,{media:r}=t;if(!(!r||r.muted||n))try{let n=C.localStorage.getItem(`media-chrome-pref-muted`)===`true`;_r.mediaMuted.set(n,t),e(n)}catch(e){console.debug(`Error getting muted pref`,e)}}]},mediaLoop:{get(e){let{media:t}=e;return t?.loop},set(e,t){let{media:n}=t;n&&(n.loop=e)},mediaEvents:[`medialooprequest`]},mediaVolume:{get(e){let{media:t}=e;return t?.volume??1},set(e,t){let{media:n,options:{noVolumePref:r}={}}=t;if(n){try{e==null?C.localStorage.removeItem(`media-chrome-pref-volume`):!n.hasAttribute(`muted`)&&!r&&C.localStorage.setItem(`media-chrome-pref-volume`,e.toString())}catch(e){console.debug(`Error setting volume pref`,e)}Number.isFinite(+e)&&(n.volume=+e)}},mediaEvents:[`volumechange`],stateOwnersUpdateHandlers:[(e,t)=>{let{options:{noVolumePref:n}}=t;if(!n)try{let{media:n}=t;if(!n)return;let r=C.localStorage.getItem(`media-chrome-pref-volume`);if(r==null)return;_r.mediaVolume.set(+r,t),e(+r)}catch(e){console.debug(`Error getting volume pref`,e)}}]},mediaVolumeLevel:{get(e){let{media:t}=e;return t?.volume===void 0?`high`:t.muted||t.volume===0?`off`:t.volume<.5?`low`:t.volume<.75?`medium`:`high`},mediaEvents:[`volumechange`]},mediaCurrentTime:{get(e){let{media:t}=e;return t?.currentTime??0},set(e,t){let{media:n}=t;n&&pe(e)&&(n.currentTime=e)},mediaEvents:[`timeupdate`,`loadedmetadata`,`seeking`]},mediaDuration:{get(e){let{media:t,options:{defaultDuration:n}={}}=e;return n&&(!t||!t.duration||Number.isNaN(t.duration)||!Number.isFinite(t.duration))?n:Number.isFinite(t?.duration)?t.duration:NaN},mediaEvents:[`durationchange`,`loadedmetadata`,`emptied`]},mediaLoading:{get(e){let{media:t}=e;return t?.readyState<3},mediaEvents:[`waiting`,`playing`,`emptied`]},mediaSeekable:{get(e){let{media:t}=e;if(!t?.seekable?.length)return;let n=t.seekable.start(0),r=t.seekable.end(t.seekable.length-1);if(n||r)return[Number(n.toFixed(3)),Number(r.toFixed(3))]},mediaEvents:[`loadedmetadata`,`emptied`,`progress`,`seekablechange`]},mediaBuffered:{get(e){let{media:t}=e,n=t?.buffered??[];return Array.from(n).map((e,t)=>[Number(n.start(t).toFixed(3)),Number(n.end(t).toFixed(3))])},mediaEvents:[`progress`,`emptied`]},mediaStreamType:{get(e){let{media:t,options:{defaultStreamType:n}={}}=e,r=[S.LIVE,S.ON_DEMAND].includes(n)?n:void 0;if(!t)return r;let{streamType:i}=t;if(dr.includes(i))return i===S.UNKNOWN?r:i;let a=t.duration;return a===1/0?S.LIVE:Number.isFinite(a)?S.ON_DEMAND:r},mediaEvents:[`emptied`,`durationchange`,`loadedmetadata`,`streamtypechange`]},mediaTargetLiveWindow:{get(e){let{media:t}=e;if(!t)return NaN;let{targetLiveWindow:n}=t,r=_r.mediaStreamType.get(e);return(n==null||Number.isNaN(n))&&r===S.LIVE?0:n},mediaEvents:[`emptied`,`durationchange`,`loadedmetadata`,`streamtypechange`,`targetlivewindowchange`]},mediaTimeIsLive:{get(e){let{media:t,options:{liveEdgeOffset:n=10}={}}=e;if(!t)return!1;if(typeof t.liveEdgeStart==`number`)return!Number.isNaN(t.liveEdgeStart)&&t.currentTime>=t.liveEdgeStart;if(_r.mediaStreamType.get(e)!==S.LIVE)return!1;let r=t.seekable;if(!r)return!0;if(!r.length)return!1;let i=r.end(r.length-1)-n;return t.currentTime>=i},mediaEvents:[`playing`,`timeupdate`,`progress`,`waiting`,`emptied`]},mediaSubtitlesList:{get(e){return or(e).map(({kind:e,label:t,language:n})=>({kind:e,label:t,language:n}))},mediaEvents:[`loadstart`],textTracksEvents:[`addtrack`,`removetrack`]},mediaSubtitlesShowing:{get(e){return sr(e).map(({kind:e,label:t,language:n})=>({kind:e,label:t,language:n}))},mediaEvents:[`loadstart`],textTracksEvents:[`addtrack`,`removetrack`,`change`],stateOwnersUpdateHandlers:[(e,t)=>{var n,r;let{media:i,options:a}=t;if(!i)return;let o=e=>{a.defaultSubtitles&&(!e||[b.CAPTIONS,b.SUBTITLES].includes(e?.track?.kind))&&cr(t,!0)};return i.addEventListener(`loadstart`,o),(n=i.textTracks)==null||n.addEventListener(`addtrack`,o),(r=i.textTracks)==null||r.addEventListener(`removetrack`,o),()=>{var e,t;i.removeEventListener(`loadstart`,o),(e=i.textTracks)==null||e.removeEventListener(`addtrack`,o),(t=i.textTracks)==null||t.removeEventListener(`removetrack`,o)}}]},mediaChaptersCues:{get(e){let{media:t}=e;if(!t)return[];let[n]=Rn(t,{kind:b.CHAPTERS});return Array.from(n?.cues??[]).map(({text:e,startTime:t,endTime:n})=>({text:gr(e),startTime:t,endTime:n}))},mediaEvents:[`loadstart`,`loadedmetadata`],textTracksEvents:[`addtrack`,`removetrack`,`change`],stateOwnersUpdateHandlers:[(e,t)=>{let{media:n}=t;if(!n)return;let r=n.querySelector(`track[kind="chapters"][default][src]`),i=n.shadowRoot?.querySelector(`:is(video,audio) > track[kind="chapters"][default][src]`);return r?.addEventListener(`load`,e),i?.addEventListener(`load`,e),()=>{r?.removeEventListener(`load`,e),i?.removeEventListener(`load`,e)}}]},mediaIsPip:{get(e){let{media:t,documentElement:n}=e;if(!t||!n||!n.pictureInPictureElement)return!1;if(n.pictureInPictureElement===t)return!0;if(n.pictureInPictureElement instanceof HTMLMediaElement)return t.localName?.includes(`-`)?Be(t,n.pictureInPictureElement):!1;if(n.pictureInPictureElement.localName.includes(`-`)){let e=n.pictureInPictureElement.shadowRoot;for(;e?.pictureInPictureElement;){if(e.pictureInPictureElement===t)return!0;e=e.pictureInPictureElement?.shadowRoot}}return!1},set(e,t){let{media:n}=t;if(n){if(e){if(!w.pictureInPictureEnabled){console.warn(`MediaChrome: Picture-in-picture is not enabled`);return}if(!n.requestPictureInPicture){console.warn(`MediaChrome: The current media does not support picture-in-picture`);return}let e=()=>{console.warn(`MediaChrome: The media is not ready for picture-in-picture. It must have a readyState > 0.`)};n.requestPictureInPicture().catch(t=>{if(t.code===11){if(!n.src){console.warn(`MediaChrome: The media is not ready for picture-in-picture. It must have a src set.`);return}if(n.readyState===0&&n.preload===`none`){let t=()=>{n.removeEventListener(`loadedmetadata`,r),n.preload=`none`},r=()=>{n.requestPictureInPicture().catch(e),t()};n.addEventListener(`loadedmetadata`,r),n.preload=`metadata`,setTimeout(()=>{n.readyState===0&&e(),t()},1e3)}else throw t}else throw t})}else w.pictureInPictureElement&&w.exitPictureInPicture()}},mediaEvents:[`enterpictureinpicture`,`leavepictureinpicture`]},mediaRenditionList:{get(e){let{media:t}=e;return[...t?.videoRenditions??[]].map(e=>({...e}))},mediaEvents:[`emptied`,`loadstart`],videoRenditionsEvents:[`addrendition`,`removerendition`]},mediaRenditionSelected:{get(e){let{media:t}=e;return t?.videoRenditions?.[t.videoRenditions?.selectedIndex]?.id},set(e,t){let{media:n}=t;if(!n?.videoRenditions){console.warn(`MediaController: Rendition selection not supported by this media.`);return}let r=e,i=Array.prototype.findIndex.call(n.videoRenditions,e=>e.id==r);n.videoRenditions.selectedIndex!=i&&(n.videoRenditions.selectedIndex=i)},mediaEvents:[`emptied`],videoRenditionsEvents:[`addrendition`,`removerendition`,`change`]},mediaAudioTrackList:{get(e){let{media:t}=e;return[...t?.audioTracks??[]]},mediaEvents:[`emptied`,`loadstart`],audioTracksEvents:[`addtrack`,`removetrack`]},mediaAudioTrackEnabled:{get(e){let{media:t}=e;return[...t?.audioTracks??[]].find(e=>e.enabled)?.id},set(e,t){let{media:n}=t;if(!n?.audioTracks){console.warn(`MediaChrome: Audio track selection not supported by this media.`);return}let r=e;for(let e of n.audioTracks)e.enabled=r==e.id},mediaEvents:[`emptied`],audioTracksEvents:[`addtrack`,`removetrack`,`change`]},mediaIsFullscreen:{get(e){return Gn(e)},set(e,t,n){var r;e?(Bn(t),n.detail&&!t.media?.inert&&((r=t.media)==null||r.focus())):Hn(t)},rootEvents:[`fullscreenchange`,`webkitfullscreenchange`],mediaEvents:[`webkitbeginfullscreen`,`webkitendfullscreen`,`webkitpresentationmodechanged`]},mediaIsCasting:{get(e){let{media:t}=e;return!t?.remote||t.remote?.state===`disconnected`?!1:t.remote.state===`connected`},set(e,t){let{media:n}=t;n&&(e&&n.remote?.state!==`disconnected`||(e||n.remote?.state===`connected`)&&(typeof n.remote.prompt==`function`?n.remote.prompt().catch(()=>{}):console.warn(`MediaChrome: Casting is not supported in this environment`)))},remoteEvents:[`connect`,`connecting`,`disconnect`]},mediaIsAirplaying:{get(){return!1},set(e,t){let{media:n}=t;n&&(n.webkitShowPlaybackTargetPicker&&C.WebKitPlaybackTargetAvailabilityEvent?n.webkitShowPlaybackTargetPicker():console.error(`MediaChrome: received a request to select AirPlay but AirPlay is not supported in this environment`))},mediaEvents:[`webkitcurrentplaybacktargetiswirelesschanged`]},mediaFullscreenUnavailable:{get(e){let{media:t}=e;if(!nr||!tr(t))return x.UNSUPPORTED}},mediaPipUnavailable:{get(e){let{media:t}=e;if(!rr||!er(t))return x.UNSUPPORTED;if(t?.disablePictureInPicture)return x.UNAVAILABLE}},mediaVolumeUnavailable:{get(e){let{media:t}=e;if(fr===!1||t?.volume==null)return x.UNSUPPORTED},stateOwnersUpdateHandlers:[e=>{fr??pr.then(t=>e(t?void 0:x.UNSUPPORTED))}]},mediaCastUnavailable:{get(e,{availability:t=`not-available`}={}){let{media:n}=e;if(!ar||!n?.remote?.state)return x.UNSUPPORTED;if(t!=null&&t!==`available`)return x.UNAVAILABLE},stateOwnersUpdateHandlers:[(e,t)=>{var n;let{media:r}=t;if(r)return r.disableRemotePlayback||r.hasAttribute(`disableremoteplayback`)||(n=r?.remote)==null||n.watchAvailability(t=>{e({availability:t?`available`:`not-available`})}).catch(t=>{t.name===`NotSupportedError`?e({availability:null}):e({availability:`not-available`})}),()=>{var e;(e=r?.remote)==null||e.cancelWatchAvailability().catch(()=>{})}}]},mediaAirplayUnavailable:{get(e,t){if(!ir)return x.UNSUPPORTED;if(t?.availability===`not-available`)return x.UNAVAILABLE},mediaEvents:[`webkitplaybacktargetavailabilitychanged`],stateOwnersUpdateHandlers:[(e,t)=>{var n;let{media:r}=t;if(r)return r.disableRemotePlayback||r.hasAttribute(`disableremoteplayback`)||(n=r?.remote)==null||n.watchAvailability(t=>{e({availability:t?`available`:`not-available`})}).catch(t=>{t.name===`NotSupportedError`?e({availability:null}):e({availability:`not-available`})}),()=>{var e;(e=r?.remote)==null||e.cancelWatchAvailability().catch(()=>{})}}]},mediaRenditionUnavailable:{get(e){let{media:t}=e;if(!t?.videoRenditions)return x.UNSUPPORTED;if(!t.videoRenditions?.length)return x.UNAVAILABLE},mediaEvents:[`emptied`,`loadstart`],videoRenditionsEvents:[`addrendition`,`removerendition`]},mediaAudioTrackUnavailable:{get(e){let{media:t}=e;if(!t?.audioTracks)return x.UNSUPPORTED;if((t.audioTracks?.length??0)<=1)return x.UNAVAILABLE},mediaEvents:[`emptied`,`loadstart`],audioTracksEvents:[`addtrack`,`removetrack`]},mediaLang:{get(e){let{options:{mediaLang:t}={}}=e;return t??`en`}}},vr={[_.MEDIA_PREVIEW_REQUEST](e,t,{detail:n}){let{media:r}=t,i=n??void 0,a,o;if(r&&i!=null){let[e]=Rn(r,{kind:b.METADATA,label:`thumbnails`}),t=Array.prototype.find.call(e?.cues??[],(e,t,n)=>t===0?e.endTime>i:t===n.length-1?e.startTime<=i:e.startTime<=i&&e.endTime>i);if(t){let e=/'^(?:[a-z]+:)?\/\//i.test(t.text)?void 0:r?.querySelector(`track[label="thumbnails"]`)?.src,n=new URL(t.text,e);o=new URLSearchParams(n.hash).get(`#xywh`).split(`,`).map(e=>+e),a=n.href}}let s=e.mediaDuration.get(t),c=e.mediaChaptersCues.get(t).find((e,t,n)=>t===n.length-1&&s===e.endTime?e.startTime<=i&&e.endTime>=i:e.startTime<=i&&e.endTime>i)?.text;return n!=null&&c==null&&(c=``),{mediaPreviewTime:i,mediaPreviewImage:a,mediaPreviewCoords:o,mediaPreviewChapter:c}},[_.MEDIA_PAUSE_REQUEST](e,t){e.mediaPaused.set(!0,t)},[_.MEDIA_PLAY_REQUEST](e,t){let n=e.mediaStreamType.get(t)===S.LIVE,r=!t.options?.noAutoSeekToLive,i=e.mediaTargetLiveWindow.get(t)>0;if(n&&r&&!i){let n=e.mediaSeekable.get(t)?.[1];if(n){let r=n-(t.options?.seekToLiveOffset??0);e.mediaCurrentTime.set(r,t)}}e.mediaPaused.set(!1,t)},[_.MEDIA_PLAYBACK_RATE_REQUEST](e,t,{detail:n}){let r=n;e.mediaPlaybackRate.set(r,t)},[_.MEDIA_MUTE_REQUEST](e,t){e.mediaMuted.set(!0,t)},[_.MEDIA_UNMUTE_REQUEST](e,t){e.mediaVolume.get(t)||e.mediaVolume.set(.25,t),e.mediaMuted.set(!1,t)},[_.MEDIA_LOOP_REQUEST](e,t,{detail:n}){let r=!!n;return e.mediaLoop.set(r,t),{mediaLoop:r}},[_.MEDIA_VOLUME_REQUEST](e,t,{detail:n}){let r=n;r&&e.mediaMuted.get(t)&&e.mediaMuted.set(!1,t),e.mediaVolume.set(r,t)},[_.MEDIA_SEEK_REQUEST](e,t,{detail:n}){let r=n;e.mediaCurrentTime.set(r,t)},[_.MEDIA_SEEK_TO_LIVE_REQUEST](e,t){let n=e.mediaSeekable.get(t)?.[1];if(Number.isNaN(Number(n)))return;let r=n-(t.options?.seekToLiveOffset??0);e.mediaCurrentTime.set(r,t)},[_.MEDIA_SHOW_SUBTITLES_REQUEST](e,t,{detail:n}){let{options:r}=t,i=or(t),a=Mn(n),o=a[0]?.language;o&&!r.noSubtitlesLangPref&&C.localStorage.setItem(`media-chrome-pref-subtitles-lang`,o),Ln(oe.SHOWING,i,a)},[_.MEDIA_DISABLE_SUBTITLES_REQUEST](e,t,{detail:n}){let r=or(t),i=n??[];Ln(oe.DISABLED,r,i)},[_.MEDIA_TOGGLE_SUBTITLES_REQUEST](e,t,{detail:n}){cr(t,n)},[_.MEDIA_RENDITION_REQUEST](e,t,{detail:n}){let r=n;e.mediaRenditionSelected.set(r,t)},[_.MEDIA_AUDIO_TRACK_REQUEST](e,t,{detail:n}){let r=n;e.mediaAudioTrackEnabled.set(r,t)},[_.MEDIA_ENTER_PIP_REQUEST](e,t){e.mediaIsFullscreen.get(t)&&e.mediaIsFullscreen.set(!1,t),e.mediaIsPip.set(!0,t)},[_.MEDIA_EXIT_PIP_REQUEST](e,t){e.mediaIsPip.set(!1,t)},[_.MEDIA_ENTER_FULLSCREEN_REQUEST](e,t,n){e.mediaIsPip.get(t)&&e.mediaIsPip.set(!1,t),e.mediaIsFullscreen.set(!0,t,n)},[_.MEDIA_EXIT_FULLSCREEN_REQUEST](e,t){e.mediaIsFullscreen.set(!1,t)},[_.MEDIA_ENTER_CAST_REQUEST](e,t){e.mediaIsFullscreen.get(t)&&e.mediaIsFullscreen.set(!1,t),e.mediaIsCasting.set(!0,t)},[_.MEDIA_EXIT_CAST_REQUEST](e,t){e.mediaIsCasting.set(!1,t)},[_.MEDIA_AIRPLAY_REQUEST](e,t){e.mediaIsAirplaying.set(!0,t)}},yr=({media:e,fullscreenElement:t,documentElement:n,stateMediator:r=_r,requestMap:i=vr,options:a={},monitorStateOwnersOnlyWithSubscriptions:o=!0})=>{let s=[],c={options:{...a}},l=Object.freeze({mediaPreviewTime:void 0,mediaPreviewImage:void 0,mediaPreviewCoords:void 0,mediaPreviewChapter:void 0}),u=e=>{e!=null&&(lr(e,l)||(l=Object.freeze({...l,...e}),s.forEach(e=>e(l))))},d=()=>{let e=Object.entries(r).reduce((e,[t,{get:n}])=>(e[t]=n(c),e),{});u(e)},f={},p,m=async(e,t)=>{let n=!!p;if(p={...c,...p??{},...e},n)return;await mr(...Object.values(e));let i=s.length>0&&t===0&&o,a=c.media!==p.media,l=c.media?.textTracks!==p.media?.textTracks,m=c.media?.videoRenditions!==p.media?.videoRenditions,h=c.media?.audioTracks!==p.media?.audioTracks,ee=c.media?.remote!==p.media?.remote,g=c.documentElement!==p.documentElement,te=!!c.media&&(a||i),_=!!c.media?.textTracks&&(l||i),v=!!c.media?.videoRenditions&&(m||i),ne=!!c.media?.audioTracks&&(h||i),re=!!c.media?.remote&&(ee||i),y=!!c.documentElement&&(g||i),ie=te||_||v||ne||re||y,ae=s.length===0&&t===1&&o,b=!!p.media&&(a||ae),oe=!!p.media?.textTracks&&(l||ae),se=!!p.media?.videoRenditions&&(m||ae),x=!!p.media?.audioTracks&&(h||ae),S=!!p.media?.remote&&(ee||ae),ce=!!p.documentElement&&(g||ae),le=b||oe||se||x||S||ce;ie||le?(Object.entries(r).forEach(([e,{get:t,mediaEvents:n=[],textTracksEvents:r=[],videoRenditionsEvents:i=[],audioTracksEvents:a=[],remoteEvents:o=[],rootEvents:s=[],stateOwnersUpdateHandlers:l=[]}])=>{f[e]||(f[e]={});let d=n=>{let r=t(c,n);u({[e]:r})},m;m=f[e].mediaEvents,n.forEach(t=>{m&&te&&(c.media.removeEventListener(t,m),f[e].mediaEvents=void 0),b&&(p.media.addEventListener(t,d),f[e].mediaEvents=d)}),m=f[e].textTracksEvents,r.forEach(t=>{var n,r;m&&_&&((n=c.media.textTracks)==null||n.removeEventListener(t,m),f[e].textTracksEvents=void 0),oe&&((r=p.media.textTracks)==null||r.addEventListener(t,d),f[e].textTracksEvents=d)}),m=f[e].videoRenditionsEvents,i.forEach(t=>{var n,r;m&&v&&((n=c.media.videoRenditions)==null||n.removeEventListener(t,m),f[e].videoRenditionsEvents=void 0),se&&((r=p.media.videoRenditions)==null||r.addEventListener(t,d),f[e].videoRenditionsEvents=d)}),m=f[e].audioTracksEvents,a.forEach(t=>{var n,r;m&&ne&&((n=c.media.audioTracks)==null||n.removeEventListener(t,m),f[e].audioTracksEvents=void 0),x&&((r=p.media.audioTracks)==null||r.addEventListener(t,d),f[e].audioTracksEvents=d)}),m=f[e].remoteEvents,o.forEach(t=>{var n,r;m&&re&&((n=c.media.remote)==null||n.removeEventListener(t,m),f[e].remoteEvents=void 0),S&&((r=p.media.remote)==null||r.addEventListener(t,d),f[e].remoteEvents=d)}),m=f[e].rootEvents,s.forEach(t=>{m&&y&&(c.documentElement.removeEventListener(t,m),f[e].rootEvents=void 0),ce&&(p.documentElement.addEventListener(t,d),f[e].rootEvents=d)});let h=f[e].stateOwnersUpdateHandlers;if(h&&ie&&(Array.isArray(h)?h:[h]).forEach(e=>{typeof e==`function`&&e()}),le){let t=l.map(e=>e(d,p)).filter(e=>typeof e==`function`);f[e].stateOwnersUpdateHandlers=t.length===1?t[0]:t}else ie&&(f[e].stateOwnersUpdateHandlers=void 0)}),Object.entries(p).forEach(([e,t])=>{c[e]=t}),d(),p=void 0):(Object.entries(p).forEach(([e,t])=>{c[e]=t}),d(),p=void 0)};return m({media:e,fullscreenElement:t,documentElement:n,options:a}),{dispatch(e){let{type:t,detail:n}=e;i[t]&&l.mediaErrorCode==null?u(i[t](r,c,e)):t===`mediaelementchangerequest`?m({media:n}):t===`fullscreenelementchangerequest`?m({fullscreenElement:n}):t===`documentelementchangerequest`?m({documentElement:n}):t===`optionschangerequest`&&(Object.entries(n??{}).forEach(([e,t])=>{c.options[e]=t}),d())},getState(){return l},subscribe(e){return m({},s.length+1),s.push(e),e(l),()=>{let t=s.indexOf(e);t>=0&&(m({},s.length-1),s.splice(t,1))}}}},br=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},L=(e,t,n)=>(br(e,t,`read from private field`),n?n.call(e):t.get(e)),R=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},xr=(e,t,n,r)=>(br(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Sr=(e,t,n)=>(br(e,t,`access private method`),n),Cr,wr,z,B,Tr,Er,Dr,Or,kr,Ar,jr,Mr,Nr,Pr,Fr,Ir,Lr,Rr=[`ArrowLeft`,`ArrowRight`,`ArrowUp`,`ArrowDown`,`Enter`,` `,`f`,`m`,`k`,`c`,`l`,`j`,`>`,`<`,`p`],zr=10,Br=.025,Vr=.25,Hr=.25,Ur=2,V={DEFAULT_SUBTITLES:`defaultsubtitles`,DEFAULT_STREAM_TYPE:`defaultstreamtype`,DEFAULT_DURATION:`defaultduration`,FULLSCREEN_ELEMENT:`fullscreenelement`,HOTKEYS:`hotkeys`,KEYBOARD_BACKWARD_SEEK_OFFSET:`keyboardbackwardseekoffset`,KEYBOARD_FORWARD_SEEK_OFFSET:`keyboardforwardseekoffset`,KEYBOARD_DOWN_VOLUME_STEP:`keyboarddownvolumestep`,KEYBOARD_UP_VOLUME_STEP:`keyboardupvolumestep`,KEYS_USED:`keysused`,LANG:`lang`,LOOP:`loop`,LIVE_EDGE_OFFSET:`liveedgeoffset`,NO_AUTO_SEEK_TO_LIVE:`noautoseektolive`,NO_DEFAULT_STORE:`nodefaultstore`,NO_HOTKEYS:`nohotkeys`,NO_MUTED_PREF:`nomutedpref`,NO_SUBTITLES_LANG_PREF:`nosubtitleslangpref`,NO_VOLUME_PREF:`novolumepref`,SEEK_TO_LIVE_OFFSET:`seektoliveoffset`},Wr=class extends Mt{constructor(){super(),R(this,kr),R(this,Mr),R(this,Pr),R(this,Ir),this.mediaStateReceivers=[],this.associatedElementSubscriptions=new Map,R(this,Cr,new On(this,V.HOTKEYS)),R(this,wr,void 0),R(this,z,void 0),R(this,B,null),R(this,Tr,void 0),R(this,Er,void 0),R(this,Dr,e=>{var t;(t=L(this,z))==null||t.dispatch(e)}),R(this,Or,void 0),R(this,jr,e=>{let{key:t,shiftKey:n}=e;n&&(t===`/`||t===`?`)||Rr.includes(t)?this.keyboardShortcutHandler(e):this.removeEventListener(`keyup`,L(this,jr))}),this.associateElement(this);let e={};xr(this,Tr,t=>{Object.entries(t).forEach(([t,n])=>{if(t in e&&e[t]===n)return;this.propagateMediaState(t,n);let r=t.toLowerCase(),i=new C.CustomEvent(ae[r],{composed:!0,detail:n});this.dispatchEvent(i)}),e=t})}static get observedAttributes(){return super.observedAttributes.concat(V.NO_HOTKEYS,V.HOTKEYS,V.DEFAULT_STREAM_TYPE,V.DEFAULT_SUBTITLES,V.DEFAULT_DURATION,V.NO_MUTED_PREF,V.NO_VOLUME_PREF,V.LANG,V.LOOP,V.LIVE_EDGE_OFFSET,V.SEEK_TO_LIVE_OFFSET,V.NO_AUTO_SEEK_TO_LIVE)}get mediaStore(){return L(this,z)}set mediaStore(e){var t;L(this,z)&&((t=L(this,Er))==null||t.call(this),xr(this,Er,void 0)),xr(this,z,e),!L(this,z)&&!this.hasAttribute(V.NO_DEFAULT_STORE)?Sr(this,kr,Ar).call(this):xr(this,Er,L(this,z)?.subscribe(L(this,Tr)))}get fullscreenElement(){return L(this,wr)??this}set fullscreenElement(e){var t;this.hasAttribute(V.FULLSCREEN_ELEMENT)&&this.removeAttribute(V.FULLSCREEN_ELEMENT),xr(this,wr,e),(t=L(this,z))==null||t.dispatch({type:`fullscreenelementchangerequest`,detail:this.fullscreenElement})}get defaultSubtitles(){return O(this,V.DEFAULT_SUBTITLES)}set defaultSubtitles(e){k(this,V.DEFAULT_SUBTITLES,e)}get defaultStreamType(){return A(this,V.DEFAULT_STREAM_TYPE)}set defaultStreamType(e){j(this,V.DEFAULT_STREAM_TYPE,e)}get defaultDuration(){return E(this,V.DEFAULT_DURATION)}set defaultDuration(e){D(this,V.DEFAULT_DURATION,e)}get noHotkeys(){return O(this,V.NO_HOTKEYS)}set noHotkeys(e){k(this,V.NO_HOTKEYS,e)}get keysUsed(){return A(this,V.KEYS_USED)}set keysUsed(e){j(this,V.KEYS_USED,e)}get liveEdgeOffset(){return E(this,V.LIVE_EDGE_OFFSET)}set liveEdgeOffset(e){D(this,V.LIVE_EDGE_OFFSET,e)}get noAutoSeekToLive(){return O(this,V.NO_AUTO_SEEK_TO_LIVE)}set noAutoSeekToLive(e){k(this,V.NO_AUTO_SEEK_TO_LIVE,e)}get noVolumePref(){return O(this,V.NO_VOLUME_PREF)}set noVolumePref(e){k(this,V.NO_VOLUME_PREF,e)}get noMutedPref(){return O(this,V.NO_MUTED_PREF)}set noMutedPref(e){k(this,V.NO_MUTED_PREF,e)}get noSubtitlesLangPref(){return O(this,V.NO_SUBTITLES_LANG_PREF)}set noSubtitlesLangPref(e){k(this,V.NO_SUBTITLES_LANG_PREF,e)}get noDefaultStore(){return O(this,V.NO_DEFAULT_STORE)}set noDefaultStore(e){k(this,V.NO_DEFAULT_STORE,e)}get resolvedLang(){return u()}attributeChangedCallback(e,t,n){var r,i,a,o,c,l,u,d,f,p;if(super.attributeChangedCallback(e,t,n),e===V.NO_HOTKEYS)n!==t&&n===``?(this.hasAttribute(V.HOTKEYS)&&console.warn("Media Chrome: Both `hotkeys` and `nohotkeys` have been set. All hotkeys will be disabled."),this.disableHotkeys()):n!==t&&n===null&&this.enableHotkeys(),Sr(this,Pr,Fr).call(this);else if(e===V.HOTKEYS)L(this,Cr).value=n,Sr(this,Pr,Fr).call(this);else if(e===V.DEFAULT_SUBTITLES&&n!==t)(r=L(this,z))==null||r.dispatch({type:`optionschangerequest`,detail:{defaultSubtitles:this.hasAttribute(V.DEFAULT_SUBTITLES)}});else if(e===V.DEFAULT_STREAM_TYPE)(i=L(this,z))==null||i.dispatch({type:`optionschangerequest`,detail:{defaultStreamType:this.getAttribute(V.DEFAULT_STREAM_TYPE)??void 0}});else if(e===V.LIVE_EDGE_OFFSET&&n!==t)(a=L(this,z))==null||a.dispatch({type:`optionschangerequest`,detail:{liveEdgeOffset:this.hasAttribute(V.LIVE_EDGE_OFFSET)?+this.getAttribute(V.LIVE_EDGE_OFFSET):void 0,seekToLiveOffset:this.hasAttribute(V.SEEK_TO_LIVE_OFFSET)?+this.getAttribute(V.SEEK_TO_LIVE_OFFSET):this.hasAttribute(V.LIVE_EDGE_OFFSET)?+this.getAttribute(V.LIVE_EDGE_OFFSET):void 0}});else if(e===V.SEEK_TO_LIVE_OFFSET&&n!==t)(o=L(this,z))==null||o.dispatch({type:`optionschangerequest`,detail:{seekToLiveOffset:this.hasAttribute(V.SEEK_TO_LIVE_OFFSET)?+this.getAttribute(V.SEEK_TO_LIVE_OFFSET):this.hasAttribute(V.LIVE_EDGE_OFFSET)?+this.getAttribute(V.LIVE_EDGE_OFFSET):void 0}});else if(e===V.NO_AUTO_SEEK_TO_LIVE)(c=L(this,z))==null||c.dispatch({type:`optionschangerequest`,detail:{noAutoSeekToLive:this.hasAttribute(V.NO_AUTO_SEEK_TO_LIVE)}});else if(e===V.FULLSCREEN_ELEMENT){let e=n?this.getRootNode()?.getElementById(n):void 0;xr(this,wr,e),(l=L(this,z))==null||l.dispatch({type:`fullscreenelementchangerequest`,detail:this.fullscreenElement})}else e===V.LANG&&n!==t?(s(n),(u=L(this,z))==null||u.dispatch({type:`optionschangerequest`,detail:{mediaLang:n}})):e===V.LOOP&&n!==t?(d=L(this,z))==null||d.dispatch({type:_.MEDIA_LOOP_REQUEST,detail:n!=null}):e===V.NO_VOLUME_PREF&&n!==t?(f=L(this,z))==null||f.dispatch({type:`optionschangerequest`,detail:{noVolumePref:this.hasAttribute(V.NO_VOLUME_PREF)}}):e===V.NO_MUTED_PREF&&n!==t&&((p=L(this,z))==null||p.dispatch({type:`optionschangerequest`,detail:{noMutedPref:this.hasAttribute(V.NO_MUTED_PREF)}}))}connectedCallback(){var e,t;this.associateElement(this),!L(this,z)&&!this.hasAttribute(V.NO_DEFAULT_STORE)&&Sr(this,kr,Ar).call(this),(e=L(this,z))==null||e.dispatch({type:`documentelementchangerequest`,detail:w}),(t=L(this,z))==null||t.dispatch({type:`fullscreenelementchangerequest`,detail:this.fullscreenElement}),super.connectedCallback(),L(this,z)&&!L(this,Er)&&xr(this,Er,L(this,z)?.subscribe(L(this,Tr))),L(this,Or)!==void 0&&L(this,z)&&this.media&&setTimeout(()=>{var e;this.media?.textTracks?.length&&((e=L(this,z))==null||e.dispatch({type:_.MEDIA_TOGGLE_SUBTITLES_REQUEST,detail:L(this,Or)}))},0),this.hasAttribute(V.NO_HOTKEYS)?this.disableHotkeys():this.enableHotkeys()}disconnectedCallback(){var e,t,n,r,i;if((e=super.disconnectedCallback)==null||e.call(this),this.disableHotkeys(),L(this,z)){let e=L(this,z).getState();xr(this,Or,!!e.mediaSubtitlesShowing?.length),(t=L(this,z))==null||t.dispatch({type:`fullscreenelementchangerequest`,detail:void 0}),(n=L(this,z))==null||n.dispatch({type:`documentelementchangerequest`,detail:void 0}),(r=L(this,z))==null||r.dispatch({type:_.MEDIA_TOGGLE_SUBTITLES_REQUEST,detail:!1})}L(this,Er)&&((i=L(this,Er))==null||i.call(this),xr(this,Er,void 0)),this.unassociateElement(this),L(this,B)&&(L(this,B).remove(),xr(this,B,null))}mediaSetCallback(e){var t;super.mediaSetCallback(e),(t=L(this,z))==null||t.dispatch({type:`mediaelementchangerequest`,detail:e}),e.hasAttribute(`tabindex`)||(e.tabIndex=-1)}mediaUnsetCallback(e){var t;super.mediaUnsetCallback(e),(t=L(this,z))==null||t.dispatch({type:`mediaelementchangerequest`,detail:void 0})}propagateMediaState(e,t){ti(this.mediaStateReceivers,e,t)}associateElement(e){if(!e)return;let{associatedElementSubscriptions:t}=this;if(t.has(e))return;let n=ni(e,this.registerMediaStateReceiver.bind(this),this.unregisterMediaStateReceiver.bind(this));Object.values(_).forEach(t=>{e.addEventListener(t,L(this,Dr))}),t.set(e,n)}unassociateElement(e){if(!e)return;let{associatedElementSubscriptions:t}=this;t.has(e)&&(t.get(e)(),t.delete(e),Object.values(_).forEach(t=>{e.removeEventListener(t,L(this,Dr))}))}registerMediaStateReceiver(e){if(!e)return;let t=this.mediaStateReceivers;t.indexOf(e)>-1||(t.push(e),L(this,z)&&Object.entries(L(this,z).getState()).forEach(([t,n])=>{ti([e],t,n)}))}unregisterMediaStateReceiver(e){let t=this.mediaStateReceivers,n=t.indexOf(e);n<0||t.splice(n,1)}enableHotkeys(){this.addEventListener(`keydown`,Sr(this,Mr,Nr))}disableHotkeys(){this.removeEventListener(`keydown`,Sr(this,Mr,Nr)),this.removeEventListener(`keyup`,L(this,jr))}get hotkeys(){return L(this,Cr)}set hotkeys(e){j(this,V.HOTKEYS,e)}keyboardShortcutHandler(e){let t=e.target;if((t.getAttribute(V.KEYS_USED)?.split(` `)??t?.keysUsed??[]).map(e=>e===`Space`?` `:e).filter(Boolean).includes(e.key))return;let n,r,i;if(!L(this,Cr).contains(pn(e.key))&&(!e.shiftKey||e.key!==`/`&&e.key!==`?`||!L(this,Cr).contains(`noshift+/`)))switch(e.key){case` `:case`k`:n=L(this,z).getState().mediaPaused?_.MEDIA_PLAY_REQUEST:_.MEDIA_PAUSE_REQUEST,this.dispatchEvent(new C.CustomEvent(n,{composed:!0,bubbles:!0}));break;case`m`:n=this.mediaStore.getState().mediaVolumeLevel===`off`?_.MEDIA_UNMUTE_REQUEST:_.MEDIA_MUTE_REQUEST,this.dispatchEvent(new C.CustomEvent(n,{composed:!0,bubbles:!0}));break;case`f`:n=this.mediaStore.getState().mediaIsFullscreen?_.MEDIA_EXIT_FULLSCREEN_REQUEST:_.MEDIA_ENTER_FULLSCREEN_REQUEST,this.dispatchEvent(new C.CustomEvent(n,{composed:!0,bubbles:!0}));break;case`c`:this.dispatchEvent(new C.CustomEvent(_.MEDIA_TOGGLE_SUBTITLES_REQUEST,{composed:!0,bubbles:!0}));break;case`ArrowLeft`:case`j`:{let e=this.hasAttribute(V.KEYBOARD_BACKWARD_SEEK_OFFSET)?+this.getAttribute(V.KEYBOARD_BACKWARD_SEEK_OFFSET):zr;r=Math.max((this.mediaStore.getState().mediaCurrentTime??0)-e,0),i=new C.CustomEvent(_.MEDIA_SEEK_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`ArrowRight`:case`l`:{let e=this.hasAttribute(V.KEYBOARD_FORWARD_SEEK_OFFSET)?+this.getAttribute(V.KEYBOARD_FORWARD_SEEK_OFFSET):zr;r=Math.max((this.mediaStore.getState().mediaCurrentTime??0)+e,0),i=new C.CustomEvent(_.MEDIA_SEEK_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`ArrowUp`:{let e=this.hasAttribute(V.KEYBOARD_UP_VOLUME_STEP)?+this.getAttribute(V.KEYBOARD_UP_VOLUME_STEP):Br;r=Math.min((this.mediaStore.getState().mediaVolume??1)+e,1),i=new C.CustomEvent(_.MEDIA_VOLUME_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`ArrowDown`:{let e=this.hasAttribute(V.KEYBOARD_DOWN_VOLUME_STEP)?+this.getAttribute(V.KEYBOARD_DOWN_VOLUME_STEP):Br;r=Math.max((this.mediaStore.getState().mediaVolume??1)-e,0),i=new C.CustomEvent(_.MEDIA_VOLUME_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`<`:{let e=this.mediaStore.getState().mediaPlaybackRate??1;r=Math.max(e-Vr,Hr).toFixed(2),i=new C.CustomEvent(_.MEDIA_PLAYBACK_RATE_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`>`:{let e=this.mediaStore.getState().mediaPlaybackRate??1;r=Math.min(e+Vr,Ur).toFixed(2),i=new C.CustomEvent(_.MEDIA_PLAYBACK_RATE_REQUEST,{composed:!0,bubbles:!0,detail:r}),this.dispatchEvent(i);break}case`/`:case`?`:e.shiftKey&&Sr(this,Ir,Lr).call(this);break;case`p`:n=this.mediaStore.getState().mediaIsPip?_.MEDIA_EXIT_PIP_REQUEST:_.MEDIA_ENTER_PIP_REQUEST,i=new C.CustomEvent(n,{composed:!0,bubbles:!0}),this.dispatchEvent(i)}}};Cr=new WeakMap,wr=new WeakMap,z=new WeakMap,B=new WeakMap,Tr=new WeakMap,Er=new WeakMap,Dr=new WeakMap,Or=new WeakMap,kr=new WeakSet,Ar=function(){this.mediaStore=yr({media:this.media,fullscreenElement:this.fullscreenElement,options:{defaultSubtitles:this.hasAttribute(V.DEFAULT_SUBTITLES),defaultDuration:this.hasAttribute(V.DEFAULT_DURATION)?+this.getAttribute(V.DEFAULT_DURATION):void 0,defaultStreamType:this.getAttribute(V.DEFAULT_STREAM_TYPE)??void 0,liveEdgeOffset:this.hasAttribute(V.LIVE_EDGE_OFFSET)?+this.getAttribute(V.LIVE_EDGE_OFFSET):void 0,seekToLiveOffset:this.hasAttribute(V.SEEK_TO_LIVE_OFFSET)?+this.getAttribute(V.SEEK_TO_LIVE_OFFSET):this.hasAttribute(V.LIVE_EDGE_OFFSET)?+this.getAttribute(V.LIVE_EDGE_OFFSET):void 0,noAutoSeekToLive:this.hasAttribute(V.NO_AUTO_SEEK_TO_LIVE),noVolumePref:this.hasAttribute(V.NO_VOLUME_PREF),noMutedPref:this.hasAttribute(V.NO_MUTED_PREF),noSubtitlesLangPref:this.hasAttribute(V.NO_SUBTITLES_LANG_PREF)}})},jr=new WeakMap,Mr=new WeakSet,Nr=function(e){let{metaKey:t,altKey:n,key:r,shiftKey:i}=e,a=i&&(r===`/`||r===`?`);if(a&&L(this,B)?.open||t||n||!a&&!Rr.includes(r)){this.removeEventListener(`keyup`,L(this,jr));return}let o=e.target,s=o instanceof HTMLElement&&(o.tagName.toLowerCase()===`media-volume-range`||o.tagName.toLowerCase()===`media-time-range`);[` `,`ArrowLeft`,`ArrowRight`,`ArrowUp`,`ArrowDown`].includes(r)&&!L(this,Cr).contains(pn(r))&&!s&&e.preventDefault(),this.addEventListener(`keyup`,L(this,jr),{once:!0})},Pr=new WeakSet,Fr=function(){L(this,B)&&(L(this,B).hotkeys=L(this,Cr).value||void 0,(this.noHotkeys||L(this,Cr).contains(`noshift+/`))&&(L(this,B).open=!1))},Ir=new WeakSet,Lr=function(){L(this,B)||(xr(this,B,w.createElement(`media-keyboard-shortcuts-dialog`)),Sr(this,Pr,Fr).call(this),this.appendChild(L(this,B))),L(this,B).open=!0};var Gr=Object.values(y),Kr=Object.values(ne),qr=e=>{var t;let{observedAttributes:n}=e.constructor;!n&&e.nodeName?.includes(`-`)&&(C.customElements.upgrade(e),{observedAttributes:n}=e.constructor);let r=((t=(e?.getAttribute)?.call(e,v.MEDIA_CHROME_ATTRIBUTES))?.split)?.call(t,/\s+/);return Array.isArray(n||r)?(n||r).filter(e=>Gr.includes(e)):[]},Jr=e=>(e.nodeName?.includes(`-`)&&C.customElements.get(e.nodeName?.toLowerCase())&&!(e instanceof C.customElements.get(e.nodeName.toLowerCase()))&&C.customElements.upgrade(e),Kr.some(t=>t in e)),Yr=e=>Jr(e)||!!qr(e).length,Xr=e=>(e?.join)?.call(e,`:`),Zr={[y.MEDIA_SUBTITLES_LIST]:Pn,[y.MEDIA_SUBTITLES_SHOWING]:Pn,[y.MEDIA_SEEKABLE]:Xr,[y.MEDIA_BUFFERED]:e=>e?.map(Xr).join(` `),[y.MEDIA_PREVIEW_COORDS]:e=>e?.join(` `),[y.MEDIA_RENDITION_LIST]:le,[y.MEDIA_AUDIO_TRACK_LIST]:de},Qr=async(e,t,n)=>{if(e.isConnected||await me(0),typeof n==`boolean`||n==null)return k(e,t,n);if(typeof n==`number`)return D(e,t,n);if(typeof n==`string`)return j(e,t,n);if(Array.isArray(n)&&!n.length)return e.removeAttribute(t);let r=Zr[t]?.call(Zr,n)??n;return e.setAttribute(t,r)},$r=e=>!!e.closest?.call(e,`*[slot="media"]`),ei=(e,t)=>{if($r(e))return;let n=(e,t)=>{Yr(e)&&t(e);let{children:n=[]}=e??{},r=e?.shadowRoot?.children??[];[...n,...r].forEach(e=>ei(e,t))},r=e?.nodeName.toLowerCase();r.includes(`-`)&&!Yr(e)?C.customElements.whenDefined(r).then(()=>{n(e,t)}):n(e,t)},ti=(e,t,n)=>{e.forEach(e=>{if(t in e){e[t]=n;return}let r=qr(e),i=t.toLowerCase();r.includes(i)&&Qr(e,i,n)})},ni=(e,t,n)=>{ei(e,t);let r=e=>{t(e?.composedPath()[0]??e.target)},i=e=>{n(e?.composedPath()[0]??e.target)};e.addEventListener(_.REGISTER_MEDIA_STATE_RECEIVER,r),e.addEventListener(_.UNREGISTER_MEDIA_STATE_RECEIVER,i);let a=e=>{e.forEach(e=>{let{addedNodes:r=[],removedNodes:i=[],type:a,target:o,attributeName:s}=e;a===`childList`?(Array.prototype.forEach.call(r,e=>ei(e,t)),Array.prototype.forEach.call(i,e=>ei(e,n))):a===`attributes`&&s===v.MEDIA_CHROME_ATTRIBUTES&&(Yr(o)?t(o):n(o))})},o=[],s=e=>{let r=e.target;r.name!==`media`&&(o.forEach(e=>ei(e,n)),o=[...r.assignedElements({flatten:!0})],o.forEach(e=>ei(e,t)))};e.addEventListener(`slotchange`,s);let c=new MutationObserver(a);return c.observe(e,{childList:!0,attributes:!0,subtree:!0}),()=>{ei(e,n),e.removeEventListener(`slotchange`,s),c.disconnect(),e.removeEventListener(_.REGISTER_MEDIA_STATE_RECEIVER,r),e.removeEventListener(_.UNREGISTER_MEDIA_STATE_RECEIVER,i)}};C.customElements.get(`media-controller`)||C.customElements.define(`media-controller`,Wr);var ri=Wr,ii={PLACEMENT:`placement`,BOUNDS:`bounds`};function ai(e){return`
    <style>
      :host {
        --_tooltip-background-color: var(--media-tooltip-background-color, var(--media-secondary-color, rgba(20, 20, 30, .7)));
        --_tooltip-background: var(--media-tooltip-background, var(--_tooltip-background-color));
        --_tooltip-arrow-half-width: calc(var(--media-tooltip-arrow-width, 12px) / 2);
        --_tooltip-arrow-height: var(--media-tooltip-arrow-height, 5px);
        --_tooltip-arrow-background: var(--media-tooltip-arrow-color, var(--_tooltip-background-color));
        position: relative;
        pointer-events: none;
        display: var(--media-tooltip-display, inline-flex);
        justify-content: center;
        align-items: center;
        box-sizing: border-box;
        z-index: var(--media-tooltip-z-index, 1);
        background: var(--_tooltip-background);
        color: var(--media-text-color, var(--media-primary-color, rgb(238 238 238)));
        font: var(--media-font,
          var(--media-font-weight, 400)
          var(--media-font-size, 13px) /
          var(--media-text-content-height, var(--media-control-height, 18px))
          var(--media-font-family, helvetica neue, segoe ui, roboto, arial, sans-serif));
        padding: var(--media-tooltip-padding, .35em .7em);
        border: var(--media-tooltip-border, none);
        border-radius: var(--media-tooltip-border-radius, 5px);
        filter: var(--media-tooltip-filter, drop-shadow(0 0 4px rgba(0, 0, 0, .2)));
        white-space: var(--media-tooltip-white-space, nowrap);
      }

      :host([hidden]) {
        display: none;
      }

      img, svg {
        display: inline-block;
      }

      #arrow {
        position: absolute;
        width: 0px;
        height: 0px;
        border-style: solid;
        display: var(--media-tooltip-arrow-display, block);
      }

      :host(:not([placement])),
      :host([placement="top"]) {
        position: absolute;
        bottom: calc(100% + var(--media-tooltip-distance, 12px));
        left: 50%;
        transform: translate(calc(-50% - var(--media-tooltip-offset-x, 0px)), 0);
      }
      :host(:not([placement])) #arrow,
      :host([placement="top"]) #arrow {
        top: 100%;
        left: 50%;
        border-width: var(--_tooltip-arrow-height) var(--_tooltip-arrow-half-width) 0 var(--_tooltip-arrow-half-width);
        border-color: var(--_tooltip-arrow-background) transparent transparent transparent;
        transform: translate(calc(-50% + var(--media-tooltip-offset-x, 0px)), 0);
      }

      :host([placement="right"]) {
        position: absolute;
        left: calc(100% + var(--media-tooltip-distance, 12px));
        top: 50%;
        transform: translate(0, -50%);
      }
      :host([placement="right"]) #arrow {
        top: 50%;
        right: 100%;
        border-width: var(--_tooltip-arrow-half-width) var(--_tooltip-arrow-height) var(--_tooltip-arrow-half-width) 0;
        border-color: transparent var(--_tooltip-arrow-background) transparent transparent;
        transform: translate(0, -50%);
      }

      :host([placement="bottom"]) {
        position: absolute;
        top: calc(100% + var(--media-tooltip-distance, 12px));
        left: 50%;
        transform: translate(calc(-50% - var(--media-tooltip-offset-x, 0px)), 0);
      }
      :host([placement="bottom"]) #arrow {
        bottom: 100%;
        left: 50%;
        border-width: 0 var(--_tooltip-arrow-half-width) var(--_tooltip-arrow-height) var(--_tooltip-arrow-half-width);
        border-color: transparent transparent var(--_tooltip-arrow-background) transparent;
        transform: translate(calc(-50% + var(--media-tooltip-offset-x, 0px)), 0);
      }

      :host([placement="left"]) {
        position: absolute;
        right: calc(100% + var(--media-tooltip-distance, 12px));
        top: 50%;
        transform: translate(0, -50%);
      }
      :host([placement="left"]) #arrow {
        top: 50%;
        left: 100%;
        border-width: var(--_tooltip-arrow-half-width) 0 var(--_tooltip-arrow-half-width) var(--_tooltip-arrow-height);
        border-color: transparent transparent transparent var(--_tooltip-arrow-background);
        transform: translate(0, -50%);
      }
      
      :host([placement="none"]) #arrow {
        display: none;
      }
    </style>
    <slot></slot>
    <div id="arrow"></div>
  `}var oi=class extends C.HTMLElement{constructor(){if(super(),this.updateXOffset=()=>{if(!We(this,{checkOpacity:!1,checkVisibilityCSS:!1}))return;let e=this.placement;if(e===`left`||e===`right`){this.style.removeProperty(`--media-tooltip-offset-x`);return}let t=getComputedStyle(this),n=Ve(this,`#`+this.bounds)??Fe(this);if(!n)return;let{x:r,width:i}=n.getBoundingClientRect(),{x:a,width:o}=this.getBoundingClientRect(),s=a+o,c=r+i,l=t.getPropertyValue(`--media-tooltip-offset-x`),u=l?parseFloat(l.replace(`px`,``)):0,d=t.getPropertyValue(`--media-tooltip-container-margin`),f=d?parseFloat(d.replace(`px`,``)):0,p=a-r+u-f,m=s-c+u+f;p<0?this.style.setProperty(`--media-tooltip-offset-x`,`${p}px`):m>0?this.style.setProperty(`--media-tooltip-offset-x`,`${m}px`):this.style.removeProperty(`--media-tooltip-offset-x`)},!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}if(this.arrowEl=this.shadowRoot.querySelector(`#arrow`),Object.prototype.hasOwnProperty.call(this,`placement`)){let e=this.placement;delete this.placement,this.placement=e}}static get observedAttributes(){return[ii.PLACEMENT,ii.BOUNDS]}get placement(){return A(this,ii.PLACEMENT)}set placement(e){j(this,ii.PLACEMENT,e)}get bounds(){return A(this,ii.BOUNDS)}set bounds(e){j(this,ii.BOUNDS,e)}};oi.shadowRootOptions={mode:`open`},oi.getTemplateHTML=ai,C.customElements.get(`media-tooltip`)||C.customElements.define(`media-tooltip`,oi);var si=oi,ci=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},H=(e,t,n)=>(ci(e,t,`read from private field`),n?n.call(e):t.get(e)),li=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},ui=(e,t,n,r)=>(ci(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),di=(e,t,n)=>(ci(e,t,`access private method`),n),fi,pi,mi,hi,gi,_i,vi,yi,bi,xi={TOOLTIP_PLACEMENT:`tooltipplacement`,DISABLED:`disabled`,NO_TOOLTIP:`notooltip`};function Si(e,t={}){return`
    <style>
      :host {
        position: relative;
        font: var(--media-font,
          var(--media-font-weight, bold)
          var(--media-font-size, 14px) /
          var(--media-text-content-height, var(--media-control-height, 24px))
          var(--media-font-family, helvetica neue, segoe ui, roboto, arial, sans-serif));
        color: var(--media-text-color, var(--media-primary-color, rgb(238 238 238)));
        background: var(--media-control-background, var(--media-secondary-color, rgb(20 20 30 / .7)));
        padding: var(--media-button-padding, var(--media-control-padding, 10px));
        justify-content: var(--media-button-justify-content, center);
        display: inline-flex;
        align-items: center;
        vertical-align: middle;
        box-sizing: border-box;
        transition: background .15s linear;
        pointer-events: auto;
        cursor: var(--media-cursor, pointer);
        -webkit-tap-highlight-color: transparent;
      }

      
      :host(:focus-visible) {
        box-shadow: var(--media-focus-box-shadow, inset 0 0 0 2px rgb(27 127 204 / .9));
        outline: 0;
      }
      
      :host(:where(:focus)) {
        box-shadow: none;
        outline: 0;
      }

      :host(:hover) {
        background: var(--media-control-hover-background, rgba(50 50 70 / .7));
      }

      slot[name="icon"] {
        display: inline-flex;
        align-items: center;
      }

      svg, img, ::slotted(svg), ::slotted(img) {
        width: var(--media-button-icon-width);
        height: var(--media-button-icon-height, var(--media-control-height, 24px));
        transform: var(--media-button-icon-transform);
        transition: var(--media-button-icon-transition);
        fill: var(--media-icon-color, var(--media-primary-color, rgb(238 238 238)));
        vertical-align: middle;
        max-width: 100%;
        max-height: 100%;
        min-width: 100%;
      }

      media-tooltip {
        
        max-width: 0;
        overflow-x: clip;
        opacity: 0;
        transition: opacity .3s, max-width 0s 9s;
      }

      :host(:hover) media-tooltip,
      :host(:focus-visible) media-tooltip {
        max-width: 100vw;
        opacity: 1;
        transition: opacity .3s;
      }

      :host([notooltip]) slot[name="tooltip"] {
        display: none;
      }
    </style>

    ${this.getSlotTemplateHTML(e,t)}

    <slot name="tooltip">
      <media-tooltip part="tooltip" aria-hidden="true">
        <template shadowrootmode="${si.shadowRootOptions.mode}">
          ${si.getTemplateHTML({})}
        </template>
        <slot name="tooltip-content">
          ${this.getTooltipContentHTML(e)}
        </slot>
      </media-tooltip>
    </slot>
  `}function Ci(e,t){return`
    <slot></slot>
  `}function wi(){return``}var U=class extends C.HTMLElement{constructor(){if(super(),li(this,mi),li(this,yi),li(this,fi,void 0),this.preventClick=!1,this.tooltipEl=null,li(this,pi,e=>{this.preventClick||this.handleClick(e),setTimeout(H(this,gi),0)}),li(this,gi,()=>{var e,t;(t=(e=this.tooltipEl)?.updateXOffset)==null||t.call(e)}),li(this,_i,e=>{let{key:t}=e;this.keysUsed.includes(t)?this.preventClick||this.handleClick(e):this.removeEventListener(`keyup`,H(this,_i))}),li(this,vi,e=>{let{metaKey:t,altKey:n,key:r}=e;t||n||!this.keysUsed.includes(r)?this.removeEventListener(`keyup`,H(this,_i)):this.addEventListener(`keyup`,H(this,_i),{once:!0})}),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes),t=this.constructor.getTemplateHTML(e);this.shadowRoot.setHTMLUnsafe?this.shadowRoot.setHTMLUnsafe(t):this.shadowRoot.innerHTML=t}this.tooltipEl=this.shadowRoot.querySelector(`media-tooltip`)}static get observedAttributes(){return[`disabled`,xi.TOOLTIP_PLACEMENT,v.MEDIA_CONTROLLER,y.MEDIA_LANG]}enable(){this.addEventListener(`click`,H(this,pi)),this.addEventListener(`keydown`,H(this,vi)),this.tabIndex=0}disable(){this.removeEventListener(`click`,H(this,pi)),this.removeEventListener(`keydown`,H(this,vi)),this.removeEventListener(`keyup`,H(this,_i)),this.tabIndex=-1}attributeChangedCallback(e,t,n){var r,i,a,o;e===v.MEDIA_CONTROLLER?(t&&((i=(r=H(this,fi))?.unassociateElement)==null||i.call(r,this),ui(this,fi,null)),n&&this.isConnected&&(ui(this,fi,this.getRootNode()?.getElementById(n)),(o=(a=H(this,fi))?.associateElement)==null||o.call(a,this))):e===`disabled`&&n!==t?n==null?this.enable():this.disable():e===xi.TOOLTIP_PLACEMENT&&this.tooltipEl&&n!==t?this.tooltipEl.placement=n:e===y.MEDIA_LANG&&(this.shadowRoot.querySelector(`slot[name="tooltip-content"]`).innerHTML=this.constructor.getTooltipContentHTML()),di(this,mi,hi).call(this)&&H(this,gi).call(this)}connectedCallback(){var e,t;let{style:n}=T(this.shadowRoot,`:host`);n.setProperty(`display`,`var(--media-control-display, var(--${this.localName}-display, inline-flex))`),this.hasAttribute(`disabled`)?this.disable():this.enable(),this.setAttribute(`role`,`button`);let r=this.getAttribute(v.MEDIA_CONTROLLER);r&&(ui(this,fi,this.getRootNode()?.getElementById(r)),(t=(e=H(this,fi))?.associateElement)==null||t.call(e,this)),C.customElements.whenDefined(`media-tooltip`).then(()=>di(this,yi,bi).call(this))}disconnectedCallback(){var e,t;this.disable(),(t=(e=H(this,fi))?.unassociateElement)==null||t.call(e,this),ui(this,fi,null),this.removeEventListener(`mouseenter`,H(this,gi)),this.removeEventListener(`focus`,H(this,gi)),this.removeEventListener(`click`,H(this,pi))}get keysUsed(){return[`Enter`,` `]}get tooltipPlacement(){return A(this,xi.TOOLTIP_PLACEMENT)}set tooltipPlacement(e){j(this,xi.TOOLTIP_PLACEMENT,e)}get mediaController(){return A(this,v.MEDIA_CONTROLLER)}set mediaController(e){j(this,v.MEDIA_CONTROLLER,e)}get disabled(){return O(this,xi.DISABLED)}set disabled(e){k(this,xi.DISABLED,e)}get noTooltip(){return O(this,xi.NO_TOOLTIP)}set noTooltip(e){k(this,xi.NO_TOOLTIP,e)}handleClick(e){}};fi=new WeakMap,pi=new WeakMap,mi=new WeakSet,hi=function(){try{return this.matches(`:hover, :focus-visible`)}catch{return this.matches(`:hover, :focus`)}},gi=new WeakMap,_i=new WeakMap,vi=new WeakMap,yi=new WeakSet,bi=function(){this.addEventListener(`mouseenter`,H(this,gi)),this.addEventListener(`focus`,H(this,gi)),this.addEventListener(`click`,H(this,pi));let e=this.tooltipPlacement;e&&this.tooltipEl&&(this.tooltipEl.placement=e)},U.shadowRootOptions={mode:`open`},U.getTemplateHTML=Si,U.getSlotTemplateHTML=Ci,U.getTooltipContentHTML=wi,C.customElements.get(`media-chrome-button`)||C.customElements.define(`media-chrome-button`,U);var Ti=U,Ei=`<svg aria-hidden="true" viewBox="0 0 26 24">
  <path d="M22.13 3H3.87a.87.87 0 0 0-.87.87v13.26a.87.87 0 0 0 .87.87h3.4L9 16H5V5h16v11h-4l1.72 2h3.4a.87.87 0 0 0 .87-.87V3.87a.87.87 0 0 0-.86-.87Zm-8.75 11.44a.5.5 0 0 0-.76 0l-4.91 5.73a.5.5 0 0 0 .38.83h9.82a.501.501 0 0 0 .38-.83l-4.91-5.73Z"/>
</svg>
`;function Di(e){return`
    <style>
      :host([${y.MEDIA_IS_AIRPLAYING}]) slot[name=icon] slot:not([name=exit]) {
        display: none !important;
      }

      
      :host(:not([${y.MEDIA_IS_AIRPLAYING}])) slot[name=icon] slot:not([name=enter]) {
        display: none !important;
      }

      :host([${y.MEDIA_IS_AIRPLAYING}]) slot[name=tooltip-enter],
      :host(:not([${y.MEDIA_IS_AIRPLAYING}])) slot[name=tooltip-exit] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="enter">${Ei}</slot>
      <slot name="exit">${Ei}</slot>
    </slot>
  `}function Oi(){return`
    <slot name="tooltip-enter">${d(`start airplay`)}</slot>
    <slot name="tooltip-exit">${d(`stop airplay`)}</slot>
  `}var ki=e=>{let t=e.mediaIsAirplaying?d(`stop airplay`):d(`start airplay`);e.setAttribute(`aria-label`,t)},Ai=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_IS_AIRPLAYING,y.MEDIA_AIRPLAY_UNAVAILABLE]}connectedCallback(){super.connectedCallback(),ki(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_IS_AIRPLAYING&&ki(this)}get mediaIsAirplaying(){return O(this,y.MEDIA_IS_AIRPLAYING)}set mediaIsAirplaying(e){k(this,y.MEDIA_IS_AIRPLAYING,e)}get mediaAirplayUnavailable(){return A(this,y.MEDIA_AIRPLAY_UNAVAILABLE)}set mediaAirplayUnavailable(e){j(this,y.MEDIA_AIRPLAY_UNAVAILABLE,e)}handleClick(){let e=new C.CustomEvent(_.MEDIA_AIRPLAY_REQUEST,{composed:!0,bubbles:!0});this.dispatchEvent(e)}};Ai.getSlotTemplateHTML=Di,Ai.getTooltipContentHTML=Oi,C.customElements.get(`media-airplay-button`)||C.customElements.define(`media-airplay-button`,Ai);var ji=Ai,Mi=`<svg aria-hidden="true" viewBox="0 0 26 24">
  <path d="M22.83 5.68a2.58 2.58 0 0 0-2.3-2.5c-3.62-.24-11.44-.24-15.06 0a2.58 2.58 0 0 0-2.3 2.5c-.23 4.21-.23 8.43 0 12.64a2.58 2.58 0 0 0 2.3 2.5c3.62.24 11.44.24 15.06 0a2.58 2.58 0 0 0 2.3-2.5c.23-4.21.23-8.43 0-12.64Zm-11.39 9.45a3.07 3.07 0 0 1-1.91.57 3.06 3.06 0 0 1-2.34-1 3.75 3.75 0 0 1-.92-2.67 3.92 3.92 0 0 1 .92-2.77 3.18 3.18 0 0 1 2.43-1 2.94 2.94 0 0 1 2.13.78c.364.359.62.813.74 1.31l-1.43.35a1.49 1.49 0 0 0-1.51-1.17 1.61 1.61 0 0 0-1.29.58 2.79 2.79 0 0 0-.5 1.89 3 3 0 0 0 .49 1.93 1.61 1.61 0 0 0 1.27.58 1.48 1.48 0 0 0 1-.37 2.1 2.1 0 0 0 .59-1.14l1.4.44a3.23 3.23 0 0 1-1.07 1.69Zm7.22 0a3.07 3.07 0 0 1-1.91.57 3.06 3.06 0 0 1-2.34-1 3.75 3.75 0 0 1-.92-2.67 3.88 3.88 0 0 1 .93-2.77 3.14 3.14 0 0 1 2.42-1 3 3 0 0 1 2.16.82 2.8 2.8 0 0 1 .73 1.31l-1.43.35a1.49 1.49 0 0 0-1.51-1.21 1.61 1.61 0 0 0-1.29.58A2.79 2.79 0 0 0 15 12a3 3 0 0 0 .49 1.93 1.61 1.61 0 0 0 1.27.58 1.44 1.44 0 0 0 1-.37 2.1 2.1 0 0 0 .6-1.15l1.4.44a3.17 3.17 0 0 1-1.1 1.7Z"/>
</svg>`,Ni=`<svg aria-hidden="true" viewBox="0 0 26 24">
  <path d="M17.73 14.09a1.4 1.4 0 0 1-1 .37 1.579 1.579 0 0 1-1.27-.58A3 3 0 0 1 15 12a2.8 2.8 0 0 1 .5-1.85 1.63 1.63 0 0 1 1.29-.57 1.47 1.47 0 0 1 1.51 1.2l1.43-.34A2.89 2.89 0 0 0 19 9.07a3 3 0 0 0-2.14-.78 3.14 3.14 0 0 0-2.42 1 3.91 3.91 0 0 0-.93 2.78 3.74 3.74 0 0 0 .92 2.66 3.07 3.07 0 0 0 2.34 1 3.07 3.07 0 0 0 1.91-.57 3.17 3.17 0 0 0 1.07-1.74l-1.4-.45c-.083.43-.3.822-.62 1.12Zm-7.22 0a1.43 1.43 0 0 1-1 .37 1.58 1.58 0 0 1-1.27-.58A3 3 0 0 1 7.76 12a2.8 2.8 0 0 1 .5-1.85 1.63 1.63 0 0 1 1.29-.57 1.47 1.47 0 0 1 1.51 1.2l1.43-.34a2.81 2.81 0 0 0-.74-1.32 2.94 2.94 0 0 0-2.13-.78 3.18 3.18 0 0 0-2.43 1 4 4 0 0 0-.92 2.78 3.74 3.74 0 0 0 .92 2.66 3.07 3.07 0 0 0 2.34 1 3.07 3.07 0 0 0 1.91-.57 3.23 3.23 0 0 0 1.07-1.74l-1.4-.45a2.06 2.06 0 0 1-.6 1.07Zm12.32-8.41a2.59 2.59 0 0 0-2.3-2.51C18.72 3.05 15.86 3 13 3c-2.86 0-5.72.05-7.53.17a2.59 2.59 0 0 0-2.3 2.51c-.23 4.207-.23 8.423 0 12.63a2.57 2.57 0 0 0 2.3 2.5c1.81.13 4.67.19 7.53.19 2.86 0 5.72-.06 7.53-.19a2.57 2.57 0 0 0 2.3-2.5c.23-4.207.23-8.423 0-12.63Zm-1.49 12.53a1.11 1.11 0 0 1-.91 1.11c-1.67.11-4.45.18-7.43.18-2.98 0-5.76-.07-7.43-.18a1.11 1.11 0 0 1-.91-1.11c-.21-4.14-.21-8.29 0-12.43a1.11 1.11 0 0 1 .91-1.11C7.24 4.56 10 4.49 13 4.49s5.76.07 7.43.18a1.11 1.11 0 0 1 .91 1.11c.21 4.14.21 8.29 0 12.43Z"/>
</svg>`;function Pi(e){return`
    <style>
      :host([aria-checked="true"]) slot[name=off] {
        display: none !important;
      }

      
      :host(:not([aria-checked="true"])) slot[name=on] {
        display: none !important;
      }

      :host([aria-checked="true"]) slot[name=tooltip-enable],
      :host(:not([aria-checked="true"])) slot[name=tooltip-disable] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="on">${Mi}</slot>
      <slot name="off">${Ni}</slot>
    </slot>
  `}function Fi(){return`
    <slot name="tooltip-enable">${d(`Enable captions`)}</slot>
    <slot name="tooltip-disable">${d(`Disable captions`)}</slot>
  `}var Ii=e=>{e.setAttribute(`aria-checked`,zn(e).toString())},Li=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_SUBTITLES_LIST,y.MEDIA_SUBTITLES_SHOWING]}connectedCallback(){super.connectedCallback(),this.setAttribute(`role`,`button`),this.setAttribute(`aria-label`,d(`closed captions`)),Ii(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_SUBTITLES_SHOWING&&Ii(this)}get mediaSubtitlesList(){return Ri(this,y.MEDIA_SUBTITLES_LIST)}set mediaSubtitlesList(e){zi(this,y.MEDIA_SUBTITLES_LIST,e)}get mediaSubtitlesShowing(){return Ri(this,y.MEDIA_SUBTITLES_SHOWING)}set mediaSubtitlesShowing(e){zi(this,y.MEDIA_SUBTITLES_SHOWING,e)}handleClick(){this.dispatchEvent(new C.CustomEvent(_.MEDIA_TOGGLE_SUBTITLES_REQUEST,{composed:!0,bubbles:!0}))}};Li.getSlotTemplateHTML=Pi,Li.getTooltipContentHTML=Fi;var Ri=(e,t)=>{let n=e.getAttribute(t);return n?jn(n):[]},zi=(e,t,n)=>{if(!n?.length){e.removeAttribute(t);return}let r=Pn(n);e.getAttribute(t)!==r&&e.setAttribute(t,r)};C.customElements.get(`media-captions-button`)||C.customElements.define(`media-captions-button`,Li);var Bi=Li,Vi=`<svg aria-hidden="true" viewBox="0 0 24 24"><g><path class="cast_caf_icon_arch0" d="M1,18 L1,21 L4,21 C4,19.3 2.66,18 1,18 L1,18 Z"/><path class="cast_caf_icon_arch1" d="M1,14 L1,16 C3.76,16 6,18.2 6,21 L8,21 C8,17.13 4.87,14 1,14 L1,14 Z"/><path class="cast_caf_icon_arch2" d="M1,10 L1,12 C5.97,12 10,16.0 10,21 L12,21 C12,14.92 7.07,10 1,10 L1,10 Z"/><path class="cast_caf_icon_box" d="M21,3 L3,3 C1.9,3 1,3.9 1,5 L1,8 L3,8 L3,5 L21,5 L21,19 L14,19 L14,21 L21,21 C22.1,21 23,20.1 23,19 L23,5 C23,3.9 22.1,3 21,3 L21,3 Z"/></g></svg>`,Hi=`<svg aria-hidden="true" viewBox="0 0 24 24"><g><path class="cast_caf_icon_arch0" d="M1,18 L1,21 L4,21 C4,19.3 2.66,18 1,18 L1,18 Z"/><path class="cast_caf_icon_arch1" d="M1,14 L1,16 C3.76,16 6,18.2 6,21 L8,21 C8,17.13 4.87,14 1,14 L1,14 Z"/><path class="cast_caf_icon_arch2" d="M1,10 L1,12 C5.97,12 10,16.0 10,21 L12,21 C12,14.92 7.07,10 1,10 L1,10 Z"/><path class="cast_caf_icon_box" d="M21,3 L3,3 C1.9,3 1,3.9 1,5 L1,8 L3,8 L3,5 L21,5 L21,19 L14,19 L14,21 L21,21 C22.1,21 23,20.1 23,19 L23,5 C23,3.9 22.1,3 21,3 L21,3 Z"/><path class="cast_caf_icon_boxfill" d="M5,7 L5,8.63 C8,8.6 13.37,14 13.37,17 L19,17 L19,7 Z"/></g></svg>`;function Ui(e){return`
    <style>
      :host([${y.MEDIA_IS_CASTING}]) slot[name=icon] slot:not([name=exit]) {
        display: none !important;
      }

      
      :host(:not([${y.MEDIA_IS_CASTING}])) slot[name=icon] slot:not([name=enter]) {
        display: none !important;
      }

      :host([${y.MEDIA_IS_CASTING}]) slot[name=tooltip-enter],
      :host(:not([${y.MEDIA_IS_CASTING}])) slot[name=tooltip-exit] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="enter">${Vi}</slot>
      <slot name="exit">${Hi}</slot>
    </slot>
  `}function Wi(){return`
    <slot name="tooltip-enter">${d(`Start casting`)}</slot>
    <slot name="tooltip-exit">${d(`Stop casting`)}</slot>
  `}var Gi=e=>{let t=e.mediaIsCasting?d(`stop casting`):d(`start casting`);e.setAttribute(`aria-label`,t)},Ki=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_IS_CASTING,y.MEDIA_CAST_UNAVAILABLE]}connectedCallback(){super.connectedCallback(),Gi(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_IS_CASTING&&Gi(this)}get mediaIsCasting(){return O(this,y.MEDIA_IS_CASTING)}set mediaIsCasting(e){k(this,y.MEDIA_IS_CASTING,e)}get mediaCastUnavailable(){return A(this,y.MEDIA_CAST_UNAVAILABLE)}set mediaCastUnavailable(e){j(this,y.MEDIA_CAST_UNAVAILABLE,e)}handleClick(){let e=this.mediaIsCasting?_.MEDIA_EXIT_CAST_REQUEST:_.MEDIA_ENTER_CAST_REQUEST;this.dispatchEvent(new C.CustomEvent(e,{composed:!0,bubbles:!0}))}};Ki.getSlotTemplateHTML=Ui,Ki.getTooltipContentHTML=Wi,C.customElements.get(`media-cast-button`)||C.customElements.define(`media-cast-button`,Ki);var qi=Ki,Ji=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},W=(e,t,n)=>(Ji(e,t,`read from private field`),n?n.call(e):t.get(e)),G=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Yi=(e,t,n,r)=>(Ji(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),K=(e,t,n)=>(Ji(e,t,`access private method`),n),Xi,Zi,Qi,$i,ea,ta,na,ra,ia,aa,oa,sa,ca,la,ua,da,fa,pa,ma,ha,ga,_a,va,ya,ba;function xa(e){return`
    <style>
      :host {
        --_focus-box-shadow: var(--media-focus-box-shadow, inset 0 0 0 2px rgb(27 127 204 / .9));
        --_media-range-padding: var(--media-range-padding, var(--media-control-padding, 10px));

        box-shadow: var(--_focus-visible-box-shadow, none);
        background: var(--media-control-background, var(--media-secondary-color, rgb(20 20 30 / .7)));
        height: calc(var(--media-control-height, 24px) + 2 * var(--_media-range-padding));
        display: inline-flex;
        align-items: center;
        
        vertical-align: middle;
        box-sizing: border-box;
        position: relative;
        width: 100px;
        transition: background .15s linear;
        cursor: var(--media-cursor, pointer);
        pointer-events: auto;
        touch-action: none; 
      }

      
      input[type=range]:focus {
        outline: 0;
      }
      input[type=range]:focus::-webkit-slider-runnable-track {
        outline: 0;
      }

      :host(:hover) {
        background: var(--media-control-hover-background, rgb(50 50 70 / .7));
      }

      #leftgap {
        padding-left: var(--media-range-padding-left, var(--_media-range-padding));
      }

      #rightgap {
        padding-right: var(--media-range-padding-right, var(--_media-range-padding));
      }

      #startpoint,
      #endpoint {
        position: absolute;
      }

      #endpoint {
        right: 0;
      }

      #container {
        
        width: var(--media-range-track-width, 100%);
        transform: translate(var(--media-range-track-translate-x, 0px), var(--media-range-track-translate-y, 0px));
        position: relative;
        height: 100%;
        display: flex;
        align-items: center;
        min-width: 40px;
      }

      #range {
        
        display: var(--media-time-range-hover-display, block);
        bottom: var(--media-time-range-hover-bottom, 0);
        height: var(--media-time-range-hover-height, max(100% , 25px));
        width: 100%;
        position: absolute;
        cursor: var(--media-cursor, pointer);

        -webkit-appearance: none; 
        -webkit-tap-highlight-color: transparent;
        background: transparent; 
        margin: 0;
        z-index: 1;
      }

      @media (hover: hover) {
        #range {
          bottom: var(--media-time-range-hover-bottom, 0);
          height: var(--media-time-range-hover-height, max(100%, 20px));
        }
      }

      
      
      #range::-webkit-slider-thumb {
        -webkit-appearance: none;
        background: transparent;
        width: .1px;
        height: .1px;
      }

      
      #range::-moz-range-thumb {
        background: transparent;
        border: transparent;
        width: .1px;
        height: .1px;
      }

      #appearance {
        height: var(--media-range-track-height, 4px);
        display: flex;
        flex-direction: column;
        justify-content: center;
        width: 100%;
        position: absolute;
        
        will-change: transform;
      }

      #track {
        background: var(--media-range-track-background, rgb(255 255 255 / .2));
        border-radius: var(--media-range-track-border-radius, 1px);
        border: var(--media-range-track-border, none);
        outline: var(--media-range-track-outline);
        outline-offset: var(--media-range-track-outline-offset);
        backdrop-filter: var(--media-range-track-backdrop-filter);
        -webkit-backdrop-filter: var(--media-range-track-backdrop-filter);
        box-shadow: var(--media-range-track-box-shadow, none);
        position: absolute;
        width: 100%;
        height: 100%;
        overflow: hidden;
      }

      #progress,
      #pointer {
        position: absolute;
        height: 100%;
        will-change: width;
      }

      #progress {
        background: var(--media-range-bar-color, var(--media-primary-color, rgb(238 238 238)));
        transition: var(--media-range-track-transition);
      }

      #pointer {
        background: var(--media-range-track-pointer-background);
        border-right: var(--media-range-track-pointer-border-right);
        transition: visibility .25s, opacity .25s;
        visibility: hidden;
        opacity: 0;
      }

      @media (hover: hover) {
        :host(:hover) #pointer {
          transition: visibility .5s, opacity .5s;
          visibility: visible;
          opacity: 1;
        }
      }

      #thumb,
      ::slotted([slot=thumb]) {
        width: var(--media-range-thumb-width, 10px);
        height: var(--media-range-thumb-height, 10px);
        transition: var(--media-range-thumb-transition);
        transform: var(--media-range-thumb-transform, none);
        opacity: var(--media-range-thumb-opacity, 1);
        translate: -50%;
        position: absolute;
        left: 0;
        cursor: var(--media-cursor, pointer);
      }

      #thumb {
        border-radius: var(--media-range-thumb-border-radius, 10px);
        background: var(--media-range-thumb-background, var(--media-primary-color, rgb(238 238 238)));
        box-shadow: var(--media-range-thumb-box-shadow, 1px 1px 1px transparent);
        border: var(--media-range-thumb-border, none);
      }

      :host([disabled]) #thumb {
        background-color: #777;
      }

      .segments #appearance {
        height: var(--media-range-segment-hover-height, 7px);
      }

      #track {
        clip-path: url(#segments-clipping);
      }

      #segments {
        --segments-gap: var(--media-range-segments-gap, 2px);
        position: absolute;
        width: 100%;
        height: 100%;
      }

      #segments-clipping {
        transform: translateX(calc(var(--segments-gap) / 2));
      }

      #segments-clipping:empty {
        display: none;
      }

      #segments-clipping rect {
        height: var(--media-range-track-height, 4px);
        y: calc((var(--media-range-segment-hover-height, 7px) - var(--media-range-track-height, 4px)) / 2);
        transition: var(--media-range-segment-transition, transform .1s ease-in-out);
        transform: var(--media-range-segment-transform, scaleY(1));
        transform-origin: center;
      }

      /* Visible label for accessibility - positioned off-screen but technically visible (Firefox requires visible labels) */
      #range-label {
        position: absolute;
        left: -10000px;
        background: var(--media-control-background, var(--media-secondary-color, rgb(20 20 30 / .7)));
        pointer-events: none;
      }
    </style>
    <div id="leftgap"></div>
    <div id="container">
      <div id="startpoint"></div>
      <div id="endpoint"></div>
      <div id="appearance">
        <div id="track" part="track">
          <div id="pointer"></div>
          <div id="progress" part="progress"></div>
        </div>
        <slot name="thumb">
          <div id="thumb" part="thumb"></div>
        </slot>
        <svg id="segments" aria-hidden="true"><clipPath id="segments-clipping"></clipPath></svg>
      </div>
        <input id="range" type="range" min="0" max="1" step="any" value="0">
        <label for="range" id="range-label"></label>

      ${this.getContainerTemplateHTML(e)}
    </div>
    <div id="rightgap"></div>
  `}function Sa(e){return``}var Ca=class extends C.HTMLElement{constructor(){if(super(),G(this,aa),G(this,sa),G(this,la),G(this,da),G(this,pa),G(this,ha),G(this,_a),G(this,ya),G(this,Xi,void 0),G(this,Zi,void 0),G(this,Qi,void 0),G(this,$i,void 0),G(this,ea,{}),G(this,ta,[]),G(this,na,()=>{if(this.range.matches(`:focus-visible`)){let{style:e}=T(this.shadowRoot,`:host`);e.setProperty(`--_focus-visible-box-shadow`,`var(--_focus-box-shadow)`)}}),G(this,ra,()=>{let{style:e}=T(this.shadowRoot,`:host`);e.removeProperty(`--_focus-visible-box-shadow`)}),G(this,ia,()=>{let e=this.shadowRoot.querySelector(`#segments-clipping`);e&&e.parentNode.append(e)}),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes),t=this.constructor.getTemplateHTML(e);this.shadowRoot.setHTMLUnsafe?this.shadowRoot.setHTMLUnsafe(t):this.shadowRoot.innerHTML=t}this.container=this.shadowRoot.querySelector(`#container`),Yi(this,Qi,this.shadowRoot.querySelector(`#startpoint`)),Yi(this,$i,this.shadowRoot.querySelector(`#endpoint`)),this.range=this.shadowRoot.querySelector(`#range`),this.appearance=this.shadowRoot.querySelector(`#appearance`)}static get observedAttributes(){return[`disabled`,`aria-disabled`,v.MEDIA_CONTROLLER]}attributeChangedCallback(e,t,n){var r,i,a,o;e===v.MEDIA_CONTROLLER?(t&&((i=(r=W(this,Xi))?.unassociateElement)==null||i.call(r,this),Yi(this,Xi,null)),n&&this.isConnected&&(Yi(this,Xi,this.getRootNode()?.getElementById(n)),(o=(a=W(this,Xi))?.associateElement)==null||o.call(a,this))):(e===`disabled`||e===`aria-disabled`&&t!==n)&&(n==null?(this.range.removeAttribute(e),K(this,sa,ca).call(this)):(this.range.setAttribute(e,n),K(this,la,ua).call(this)))}connectedCallback(){var e,t;let{style:n}=T(this.shadowRoot,`:host`);n.setProperty(`display`,`var(--media-control-display, var(--${this.localName}-display, inline-flex))`),W(this,ea).pointer=T(this.shadowRoot,`#pointer`),W(this,ea).progress=T(this.shadowRoot,`#progress`),W(this,ea).thumb=T(this.shadowRoot,`#thumb, ::slotted([slot="thumb"])`),W(this,ea).activeSegment=T(this.shadowRoot,`#segments-clipping rect:nth-child(0)`);let r=this.getAttribute(v.MEDIA_CONTROLLER);r&&(Yi(this,Xi,this.getRootNode()?.getElementById(r)),(t=(e=W(this,Xi))?.associateElement)==null||t.call(e,this)),this.updateBar(),this.shadowRoot.addEventListener(`focusin`,W(this,na)),this.shadowRoot.addEventListener(`focusout`,W(this,ra)),K(this,sa,ca).call(this),Me(this.container,W(this,ia))}disconnectedCallback(){var e,t;K(this,la,ua).call(this),(t=(e=W(this,Xi))?.unassociateElement)==null||t.call(e,this),Yi(this,Xi,null),this.shadowRoot.removeEventListener(`focusin`,W(this,na)),this.shadowRoot.removeEventListener(`focusout`,W(this,ra)),Ne(this.container,W(this,ia))}updatePointerBar(e){var t;(t=W(this,ea).pointer)==null||t.style.setProperty(`width`,`${this.getPointerRatio(e)*100}%`)}updateBar(){var e,t;let n=this.range.valueAsNumber*100;(e=W(this,ea).progress)==null||e.style.setProperty(`width`,`${n}%`),(t=W(this,ea).thumb)==null||t.style.setProperty(`left`,`${n}%`)}updateSegments(e){let t=this.shadowRoot.querySelector(`#segments-clipping`);if(t.textContent=``,this.container.classList.toggle(`segments`,!!e?.length),!e?.length)return;let n=[...new Set([+this.range.min,...e.flatMap(e=>[e.start,e.end]),+this.range.max])];Yi(this,ta,[...n]);let r=n.pop();for(let[e,i]of n.entries()){let[a,o]=[e===0,e===n.length-1],s=a?`calc(var(--segments-gap) / -1)`:`${i*100}%`,c=`calc(${((o?r:n[e+1])-i)*100}%${a||o?``:` - var(--segments-gap)`})`,l=w.createElementNS(`http://www.w3.org/2000/svg`,`rect`),u=qe(this.shadowRoot,`#segments-clipping rect:nth-child(${e+1})`);u.style.setProperty(`x`,s),u.style.setProperty(`width`,c),t.append(l)}}getPointerRatio(e){return Ge(e.clientX,e.clientY,W(this,Qi).getBoundingClientRect(),W(this,$i).getBoundingClientRect())}get dragging(){return this.hasAttribute(`dragging`)}handleEvent(e){switch(e.type){case`pointermove`:K(this,ya,ba).call(this,e);break;case`input`:this.updateBar();break;case`pointerenter`:K(this,pa,ma).call(this,e);break;case`pointerdown`:K(this,da,fa).call(this,e);break;case`pointerup`:K(this,ha,ga).call(this);break;case`pointerleave`:K(this,_a,va).call(this)}}get keysUsed(){return[`ArrowUp`,`ArrowRight`,`ArrowDown`,`ArrowLeft`]}};Xi=new WeakMap,Zi=new WeakMap,Qi=new WeakMap,$i=new WeakMap,ea=new WeakMap,ta=new WeakMap,na=new WeakMap,ra=new WeakMap,ia=new WeakMap,aa=new WeakSet,oa=function(e){let t=W(this,ea).activeSegment;if(!t)return;let n=this.getPointerRatio(e),r=`#segments-clipping rect:nth-child(${W(this,ta).findIndex((e,t,r)=>{let i=r[t+1];return i!=null&&n>=e&&n<=i})+1})`;t.selectorText==r&&t.style.transform||(t.selectorText=r,t.style.setProperty(`transform`,`var(--media-range-segment-hover-transform, scaleY(2))`))},sa=new WeakSet,ca=function(){!this.hasAttribute(`disabled`)&&this.isConnected&&(this.addEventListener(`input`,this),this.addEventListener(`pointerdown`,this),this.addEventListener(`pointerenter`,this))},la=new WeakSet,ua=function(){var e,t;this.removeEventListener(`input`,this),this.removeEventListener(`pointerdown`,this),this.removeEventListener(`pointerenter`,this),this.removeEventListener(`pointerleave`,this),(e=C.window)==null||e.removeEventListener(`pointerup`,this),(t=C.window)==null||t.removeEventListener(`pointermove`,this)},da=new WeakSet,fa=function(e){var t;Yi(this,Zi,e.composedPath().includes(this.range)),(t=C.window)==null||t.addEventListener(`pointerup`,this,{once:!0})},pa=new WeakSet,ma=function(e){var t;e.pointerType!==`mouse`&&K(this,da,fa).call(this,e),this.addEventListener(`pointerleave`,this,{once:!0}),(t=C.window)==null||t.addEventListener(`pointermove`,this)},ha=new WeakSet,ga=function(){var e;(e=C.window)==null||e.removeEventListener(`pointerup`,this),this.toggleAttribute(`dragging`,!1),this.range.disabled=this.hasAttribute(`disabled`)},_a=new WeakSet,va=function(){var e,t;this.removeEventListener(`pointerleave`,this),(e=C.window)==null||e.removeEventListener(`pointermove`,this),this.toggleAttribute(`dragging`,!1),this.range.disabled=this.hasAttribute(`disabled`),(t=W(this,ea).activeSegment)==null||t.style.removeProperty(`transform`)},ya=new WeakSet,ba=function(e){(e.pointerType!==`pen`||e.buttons!==0)&&(this.toggleAttribute(`dragging`,e.buttons===1||e.pointerType!==`mouse`),this.updatePointerBar(e),K(this,aa,oa).call(this,e),this.dragging&&(e.pointerType!==`mouse`||!W(this,Zi))&&(this.range.disabled=!0,this.range.valueAsNumber=this.getPointerRatio(e),this.range.dispatchEvent(new Event(`input`,{bubbles:!0,composed:!0}))))},Ca.shadowRootOptions={mode:`open`},Ca.getTemplateHTML=xa,Ca.getContainerTemplateHTML=Sa,C.customElements.get(`media-chrome-range`)||C.customElements.define(`media-chrome-range`,Ca);var wa=Ca,Ta=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Ea=(e,t,n)=>(Ta(e,t,`read from private field`),n?n.call(e):t.get(e)),Da=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Oa=(e,t,n,r)=>(Ta(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),ka;function Aa(e){return`
    <style>
      :host {
        
        box-sizing: border-box;
        display: var(--media-control-display, var(--media-control-bar-display, inline-flex));
        color: var(--media-text-color, var(--media-primary-color, rgb(238 238 238)));
        --media-loading-indicator-icon-height: 44px;
      }

      ::slotted(media-time-range),
      ::slotted(media-volume-range) {
        min-height: 100%;
      }

      ::slotted(media-time-range),
      ::slotted(media-clip-selector) {
        flex-grow: 1;
      }

      ::slotted([role="menu"]) {
        position: absolute;
      }
    </style>

    <slot></slot>
  `}var ja=class extends C.HTMLElement{constructor(){if(super(),Da(this,ka,void 0),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}}static get observedAttributes(){return[v.MEDIA_CONTROLLER]}attributeChangedCallback(e,t,n){var r,i,a,o;e===v.MEDIA_CONTROLLER&&(t&&((i=(r=Ea(this,ka))?.unassociateElement)==null||i.call(r,this),Oa(this,ka,null)),n&&this.isConnected&&(Oa(this,ka,this.getRootNode()?.getElementById(n)),(o=(a=Ea(this,ka))?.associateElement)==null||o.call(a,this)))}connectedCallback(){var e,t;let n=this.getAttribute(v.MEDIA_CONTROLLER);n&&(Oa(this,ka,this.getRootNode()?.getElementById(n)),(t=(e=Ea(this,ka))?.associateElement)==null||t.call(e,this))}disconnectedCallback(){var e,t;(t=(e=Ea(this,ka))?.unassociateElement)==null||t.call(e,this),Oa(this,ka,null)}};ka=new WeakMap,ja.shadowRootOptions={mode:`open`},ja.getTemplateHTML=Aa,C.customElements.get(`media-control-bar`)||C.customElements.define(`media-control-bar`,ja);var Ma=ja,Na=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Pa=(e,t,n)=>(Na(e,t,`read from private field`),n?n.call(e):t.get(e)),Fa=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Ia=(e,t,n,r)=>(Na(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),La;function Ra(e,t={}){return`
    <style>
      :host {
        font: var(--media-font,
          var(--media-font-weight, normal)
          var(--media-font-size, 14px) /
          var(--media-text-content-height, var(--media-control-height, 24px))
          var(--media-font-family, helvetica neue, segoe ui, roboto, arial, sans-serif));
        color: var(--media-text-color, var(--media-primary-color, rgb(238 238 238)));
        background: var(--media-text-background, var(--media-control-background, var(--media-secondary-color, rgb(20 20 30 / .7))));
        padding: var(--media-control-padding, 10px);
        display: inline-flex;
        justify-content: center;
        align-items: center;
        vertical-align: middle;
        box-sizing: border-box;
        text-align: center;
        pointer-events: auto;
      }

      
      :host(:focus-visible) {
        box-shadow: var(--media-focus-box-shadow, inset 0 0 0 2px rgb(27 127 204 / .9));
        outline: 0;
      }

      
      :host(:where(:focus)) {
        box-shadow: none;
        outline: 0;
      }
    </style>

    ${this.getSlotTemplateHTML(e,t)}
  `}function za(e,t){return`
    <slot></slot>
  `}var Ba=class extends C.HTMLElement{constructor(){if(super(),Fa(this,La,void 0),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}}static get observedAttributes(){return[v.MEDIA_CONTROLLER]}attributeChangedCallback(e,t,n){var r,i,a,o;e===v.MEDIA_CONTROLLER&&(t&&((i=(r=Pa(this,La))?.unassociateElement)==null||i.call(r,this),Ia(this,La,null)),n&&this.isConnected&&(Ia(this,La,this.getRootNode()?.getElementById(n)),(o=(a=Pa(this,La))?.associateElement)==null||o.call(a,this)))}connectedCallback(){var e,t;let{style:n}=T(this.shadowRoot,`:host`);n.setProperty(`display`,`var(--media-control-display, var(--${this.localName}-display, inline-flex))`);let r=this.getAttribute(v.MEDIA_CONTROLLER);r&&(Ia(this,La,this.getRootNode()?.getElementById(r)),(t=(e=Pa(this,La))?.associateElement)==null||t.call(e,this))}disconnectedCallback(){var e,t;(t=(e=Pa(this,La))?.unassociateElement)==null||t.call(e,this),Ia(this,La,null)}};La=new WeakMap,Ba.shadowRootOptions={mode:`open`},Ba.getTemplateHTML=Ra,Ba.getSlotTemplateHTML=za,C.customElements.get(`media-text-display`)||C.customElements.define(`media-text-display`,Ba);var Va=Ba,Ha=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Ua=(e,t,n)=>(Ha(e,t,`read from private field`),n?n.call(e):t.get(e)),Wa=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Ga=(e,t,n,r)=>(Ha(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Ka;function qa(e,t){return`
    <slot>${be(t.mediaDuration)}</slot>
  `}var Ja=class extends Ba{constructor(){super(),Wa(this,Ka,void 0),Ga(this,Ka,this.shadowRoot.querySelector(`slot`)),Ua(this,Ka).textContent=be(this.mediaDuration??0)}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_DURATION]}attributeChangedCallback(e,t,n){e===y.MEDIA_DURATION&&(Ua(this,Ka).textContent=be(+n)),super.attributeChangedCallback(e,t,n)}get mediaDuration(){return E(this,y.MEDIA_DURATION)}set mediaDuration(e){D(this,y.MEDIA_DURATION,e)}};Ka=new WeakMap,Ja.getSlotTemplateHTML=qa,C.customElements.get(`media-duration-display`)||C.customElements.define(`media-duration-display`,Ja);var Ya=Ja,Xa={2:d(`Network Error`),3:d(`Decode Error`),4:d(`Source Not Supported`),5:d(`Encryption Error`)},Za={2:d(`A network error caused the media download to fail.`),3:d(`A media error caused playback to be aborted. The media could be corrupt or your browser does not support this format.`),4:d(`An unsupported error occurred. The server or network failed, or your browser does not support this format.`),5:d(`The media is encrypted and there are no keys to decrypt it.`)},Qa=e=>e.code===1?null:{title:Xa[e.code]??`Error ${e.code}`,message:Za[e.code]??e.message},$a=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},eo=(e,t,n)=>($a(e,t,`read from private field`),n?n.call(e):t.get(e)),to=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},no=(e,t,n,r)=>($a(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),ro;function io(e){let t=+e.mediaerrorcode;return`
    <style>
      :host {
        background: rgb(20 20 30 / .8);
      }

      #content {
        display: block;
        padding: 1.2em 1.5em;
      }

      h3,
      p {
        margin-block: 0 .3em;
      }
    </style>
    <slot name="error-${t}" id="content">
      ${oo({code:t,message:e.mediaerrormessage})}
    </slot>
  `}function ao(e){return e.code&&Qa(e)!==null}function oo(e){let{title:t,message:n}=Qa(e)??{},r=ge(e.code),i=``;return t&&(i+=`<slot name="error-${r}-title"><h3>${ge(t)}</h3></slot>`),n&&(i+=`<slot name="error-${r}-message"><p>${ge(n)}</p></slot>`),i}var so=[y.MEDIA_ERROR_CODE,y.MEDIA_ERROR_MESSAGE],co=class extends rn{constructor(){super(...arguments),to(this,ro,null)}static get observedAttributes(){return[...super.observedAttributes,...so]}formatErrorMessage(e){return this.constructor.formatErrorMessage(e)}attributeChangedCallback(e,t,n){if(super.attributeChangedCallback(e,t,n),!so.includes(e))return;let r=this.mediaError??{code:this.mediaErrorCode,message:this.mediaErrorMessage};if(this.open=ao(r),this.open&&(this.shadowRoot.querySelector(`slot`).name=`error-${this.mediaErrorCode}`,this.shadowRoot.querySelector(`#content`).innerHTML=this.formatErrorMessage(r),!this.hasAttribute(`aria-label`))){let{title:e}=Qa(r);e&&this.setAttribute(`aria-label`,e)}}get mediaError(){return eo(this,ro)}set mediaError(e){no(this,ro,e)}get mediaErrorCode(){return E(this,`mediaerrorcode`)}set mediaErrorCode(e){D(this,`mediaerrorcode`,e)}get mediaErrorMessage(){return A(this,`mediaerrormessage`)}set mediaErrorMessage(e){j(this,`mediaerrormessage`,e)}};ro=new WeakMap,co.getSlotTemplateHTML=io,co.formatErrorMessage=oo,C.customElements.get(`media-error-dialog`)||C.customElements.define(`media-error-dialog`,co);var lo=co,uo=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},fo=(e,t,n)=>(uo(e,t,`read from private field`),n?n.call(e):t.get(e)),po=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},mo=(e,t,n,r)=>(uo(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),ho,go=`<svg aria-hidden="true" viewBox="0 0 26 24">
  <path d="M16 3v2.5h3.5V9H22V3h-6ZM4 9h2.5V5.5H10V3H4v6Zm15.5 9.5H16V21h6v-6h-2.5v3.5ZM6.5 15H4v6h6v-2.5H6.5V15Z"/>
</svg>`,_o=`<svg aria-hidden="true" viewBox="0 0 26 24">
  <path d="M18.5 6.5V3H16v6h6V6.5h-3.5ZM16 21h2.5v-3.5H22V15h-6v6ZM4 17.5h3.5V21H10v-6H4v2.5Zm3.5-11H4V9h6V3H7.5v3.5Z"/>
</svg>`;function vo(e){return`
    <style>
      :host([${y.MEDIA_IS_FULLSCREEN}]) slot[name=icon] slot:not([name=exit]) {
        display: none !important;
      }

      
      :host(:not([${y.MEDIA_IS_FULLSCREEN}])) slot[name=icon] slot:not([name=enter]) {
        display: none !important;
      }

      :host([${y.MEDIA_IS_FULLSCREEN}]) slot[name=tooltip-enter],
      :host(:not([${y.MEDIA_IS_FULLSCREEN}])) slot[name=tooltip-exit] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="enter">${go}</slot>
      <slot name="exit">${_o}</slot>
    </slot>
  `}function yo(){return`
    <slot name="tooltip-enter">${d(`Enter fullscreen mode`)}</slot>
    <slot name="tooltip-exit">${d(`Exit fullscreen mode`)}</slot>
  `}var bo=e=>{let t=e.mediaIsFullscreen?d(`exit fullscreen mode`):d(`enter fullscreen mode`);e.setAttribute(`aria-label`,t)},xo=class extends U{constructor(){super(...arguments),po(this,ho,null)}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_IS_FULLSCREEN,y.MEDIA_FULLSCREEN_UNAVAILABLE]}connectedCallback(){super.connectedCallback(),bo(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_IS_FULLSCREEN&&bo(this)}get mediaFullscreenUnavailable(){return A(this,y.MEDIA_FULLSCREEN_UNAVAILABLE)}set mediaFullscreenUnavailable(e){j(this,y.MEDIA_FULLSCREEN_UNAVAILABLE,e)}get mediaIsFullscreen(){return O(this,y.MEDIA_IS_FULLSCREEN)}set mediaIsFullscreen(e){k(this,y.MEDIA_IS_FULLSCREEN,e)}handleClick(e){mo(this,ho,e);let t=fo(this,ho)instanceof PointerEvent,n=this.mediaIsFullscreen?new C.CustomEvent(_.MEDIA_EXIT_FULLSCREEN_REQUEST,{composed:!0,bubbles:!0}):new C.CustomEvent(_.MEDIA_ENTER_FULLSCREEN_REQUEST,{composed:!0,bubbles:!0,detail:t});this.dispatchEvent(n)}};ho=new WeakMap,xo.getSlotTemplateHTML=vo,xo.getTooltipContentHTML=yo,C.customElements.get(`media-fullscreen-button`)||C.customElements.define(`media-fullscreen-button`,xo);var So=xo,{MEDIA_TIME_IS_LIVE:Co,MEDIA_PAUSED:wo}=y,{MEDIA_SEEK_TO_LIVE_REQUEST:To,MEDIA_PLAY_REQUEST:Eo}=_,Do=`<svg viewBox="0 0 6 12" aria-hidden="true"><circle cx="3" cy="6" r="2"></circle></svg>`;function Oo(e){return`
    <style>
      :host { --media-tooltip-display: none; }
      
      slot[name=indicator] > *,
      :host ::slotted([slot=indicator]) {
        
        min-width: auto;
        fill: var(--media-live-button-icon-color, rgb(140, 140, 140));
        color: var(--media-live-button-icon-color, rgb(140, 140, 140));
      }

      :host([${Co}]:not([${wo}])) slot[name=indicator] > *,
      :host([${Co}]:not([${wo}])) ::slotted([slot=indicator]) {
        fill: var(--media-live-button-indicator-color, rgb(255, 0, 0));
        color: var(--media-live-button-indicator-color, rgb(255, 0, 0));
      }

      :host([${Co}]:not([${wo}])) {
        cursor: var(--media-cursor, not-allowed);
      }

      slot[name=text]{
        text-transform: uppercase;
      }

    </style>

    <slot name="indicator">${Do}</slot>
    
    <slot name="spacer">&nbsp;</slot><slot name="text">${d(`live`)}</slot>
  `}var ko=e=>{let t=e.mediaPaused||!e.mediaTimeIsLive,n=d(t?`seek to live`:`playing live`);e.setAttribute(`aria-label`,n);let r=e.shadowRoot?.querySelector(`slot[name="text"]`);r&&(r.textContent=d(`live`)),t?e.removeAttribute(`aria-disabled`):e.setAttribute(`aria-disabled`,`true`)},Ao=class extends U{static get observedAttributes(){return[...super.observedAttributes,Co,wo]}connectedCallback(){super.connectedCallback(),ko(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),ko(this)}get mediaPaused(){return O(this,y.MEDIA_PAUSED)}set mediaPaused(e){k(this,y.MEDIA_PAUSED,e)}get mediaTimeIsLive(){return O(this,y.MEDIA_TIME_IS_LIVE)}set mediaTimeIsLive(e){k(this,y.MEDIA_TIME_IS_LIVE,e)}handleClick(){(this.mediaPaused||!this.mediaTimeIsLive)&&(this.dispatchEvent(new C.CustomEvent(To,{composed:!0,bubbles:!0})),this.hasAttribute(wo)&&this.dispatchEvent(new C.CustomEvent(Eo,{composed:!0,bubbles:!0})))}};Ao.getSlotTemplateHTML=Oo,C.customElements.get(`media-live-button`)||C.customElements.define(`media-live-button`,Ao);var jo=Ao,Mo=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},No=(e,t,n)=>(Mo(e,t,`read from private field`),n?n.call(e):t.get(e)),Po=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Fo=(e,t,n,r)=>(Mo(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Io,Lo,Ro={LOADING_DELAY:`loadingdelay`,NO_AUTOHIDE:`noautohide`},zo=500,Bo=`
<svg aria-hidden="true" viewBox="0 0 100 100">
  <path d="M73,50c0-12.7-10.3-23-23-23S27,37.3,27,50 M30.9,50c0-10.5,8.5-19.1,19.1-19.1S69.1,39.5,69.1,50">
    <animateTransform
       attributeName="transform"
       attributeType="XML"
       type="rotate"
       dur="1s"
       from="0 50 50"
       to="360 50 50"
       repeatCount="indefinite" />
  </path>
</svg>
`;function Vo(e){return`
    <style>
      :host {
        display: var(--media-control-display, var(--media-loading-indicator-display, inline-block));
        vertical-align: middle;
        box-sizing: border-box;
        --_loading-indicator-delay: var(--media-loading-indicator-transition-delay, ${zo}ms);
      }

      #status {
        color: rgba(0,0,0,0);
        width: 0px;
        height: 0px;
      }

      :host slot[name=icon] > *,
      :host ::slotted([slot=icon]) {
        opacity: var(--media-loading-indicator-opacity, 0);
        transition: opacity 0.15s;
      }

      :host([${y.MEDIA_LOADING}]:not([${y.MEDIA_PAUSED}])) slot[name=icon] > *,
      :host([${y.MEDIA_LOADING}]:not([${y.MEDIA_PAUSED}])) ::slotted([slot=icon]) {
        opacity: var(--media-loading-indicator-opacity, 1);
        transition: opacity 0.15s var(--_loading-indicator-delay);
      }

      :host #status {
        visibility: var(--media-loading-indicator-opacity, hidden);
        transition: visibility 0.15s;
      }

      :host([${y.MEDIA_LOADING}]:not([${y.MEDIA_PAUSED}])) #status {
        visibility: var(--media-loading-indicator-opacity, visible);
        transition: visibility 0.15s var(--_loading-indicator-delay);
      }

      svg, img, ::slotted(svg), ::slotted(img) {
        width: var(--media-loading-indicator-icon-width);
        height: var(--media-loading-indicator-icon-height, 100px);
        fill: var(--media-icon-color, var(--media-primary-color, rgb(238 238 238)));
        vertical-align: middle;
      }
    </style>

    <slot name="icon">${Bo}</slot>
    <div id="status" role="status" aria-live="polite">${d(`media loading`)}</div>
  `}var Ho=class extends C.HTMLElement{constructor(){if(super(),Po(this,Io,void 0),Po(this,Lo,zo),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}}static get observedAttributes(){return[v.MEDIA_CONTROLLER,y.MEDIA_PAUSED,y.MEDIA_LOADING,Ro.LOADING_DELAY]}attributeChangedCallback(e,t,n){var r,i,a,o;e===Ro.LOADING_DELAY&&t!==n?this.loadingDelay=Number(n):e===v.MEDIA_CONTROLLER&&(t&&((i=(r=No(this,Io))?.unassociateElement)==null||i.call(r,this),Fo(this,Io,null)),n&&this.isConnected&&(Fo(this,Io,this.getRootNode()?.getElementById(n)),(o=(a=No(this,Io))?.associateElement)==null||o.call(a,this)))}connectedCallback(){var e,t;let n=this.getAttribute(v.MEDIA_CONTROLLER);n&&(Fo(this,Io,this.getRootNode()?.getElementById(n)),(t=(e=No(this,Io))?.associateElement)==null||t.call(e,this))}disconnectedCallback(){var e,t;(t=(e=No(this,Io))?.unassociateElement)==null||t.call(e,this),Fo(this,Io,null)}get loadingDelay(){return No(this,Lo)}set loadingDelay(e){Fo(this,Lo,e);let{style:t}=T(this.shadowRoot,`:host`);t.setProperty(`--_loading-indicator-delay`,`var(--media-loading-indicator-transition-delay, ${e}ms)`)}get mediaPaused(){return O(this,y.MEDIA_PAUSED)}set mediaPaused(e){k(this,y.MEDIA_PAUSED,e)}get mediaLoading(){return O(this,y.MEDIA_LOADING)}set mediaLoading(e){k(this,y.MEDIA_LOADING,e)}get mediaController(){return A(this,v.MEDIA_CONTROLLER)}set mediaController(e){j(this,v.MEDIA_CONTROLLER,e)}get noAutohide(){return O(this,Ro.NO_AUTOHIDE)}set noAutohide(e){k(this,Ro.NO_AUTOHIDE,e)}};Io=new WeakMap,Lo=new WeakMap,Ho.shadowRootOptions={mode:`open`},Ho.getTemplateHTML=Vo,C.customElements.get(`media-loading-indicator`)||C.customElements.define(`media-loading-indicator`,Ho);var Uo=Ho,Wo=`<svg aria-hidden="true" viewBox="0 0 24 24">
  <path d="M16.5 12A4.5 4.5 0 0 0 14 8v2.18l2.45 2.45a4.22 4.22 0 0 0 .05-.63Zm2.5 0a6.84 6.84 0 0 1-.54 2.64L20 16.15A8.8 8.8 0 0 0 21 12a9 9 0 0 0-7-8.77v2.06A7 7 0 0 1 19 12ZM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25A6.92 6.92 0 0 1 14 18.7v2.06A9 9 0 0 0 17.69 19l2 2.05L21 19.73l-9-9L4.27 3ZM12 4 9.91 6.09 12 8.18V4Z"/>
</svg>`,Go=`<svg aria-hidden="true" viewBox="0 0 24 24">
  <path d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.47 4.47 0 0 0 2.5-4Z"/>
</svg>`,Ko=`<svg aria-hidden="true" viewBox="0 0 24 24">
  <path d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.47 4.47 0 0 0 2.5-4ZM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06a9 9 0 0 0 0-17.54Z"/>
</svg>`;function qo(e){return`
    <style>
      :host(:not([${y.MEDIA_VOLUME_LEVEL}])) slot[name=icon] slot:not([name=high]),
      :host([${y.MEDIA_VOLUME_LEVEL}=high]) slot[name=icon] slot:not([name=high]) {
        display: none !important;
      }

      :host([${y.MEDIA_VOLUME_LEVEL}=off]) slot[name=icon] slot:not([name=off]) {
        display: none !important;
      }

      :host([${y.MEDIA_VOLUME_LEVEL}=low]) slot[name=icon] slot:not([name=low]) {
        display: none !important;
      }

      :host([${y.MEDIA_VOLUME_LEVEL}=medium]) slot[name=icon] slot:not([name=medium]) {
        display: none !important;
      }

      :host(:not([${y.MEDIA_VOLUME_LEVEL}=off])) slot[name=tooltip-unmute],
      :host([${y.MEDIA_VOLUME_LEVEL}=off]) slot[name=tooltip-mute] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="off">${Wo}</slot>
      <slot name="low">${Go}</slot>
      <slot name="medium">${Go}</slot>
      <slot name="high">${Ko}</slot>
    </slot>
  `}function Jo(){return`
    <slot name="tooltip-mute">${d(`Mute`)}</slot>
    <slot name="tooltip-unmute">${d(`Unmute`)}</slot>
  `}var Yo=e=>{let t=e.mediaVolumeLevel===`off`?d(`unmute`):d(`mute`);e.setAttribute(`aria-label`,t)},Xo=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_VOLUME_LEVEL]}connectedCallback(){super.connectedCallback(),Yo(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_VOLUME_LEVEL&&Yo(this)}get mediaVolumeLevel(){return A(this,y.MEDIA_VOLUME_LEVEL)}set mediaVolumeLevel(e){j(this,y.MEDIA_VOLUME_LEVEL,e)}handleClick(){let e=this.mediaVolumeLevel===`off`?_.MEDIA_UNMUTE_REQUEST:_.MEDIA_MUTE_REQUEST;this.dispatchEvent(new C.CustomEvent(e,{composed:!0,bubbles:!0}))}};Xo.getSlotTemplateHTML=qo,Xo.getTooltipContentHTML=Jo,C.customElements.get(`media-mute-button`)||C.customElements.define(`media-mute-button`,Xo);var Zo=Xo,Qo=`<svg aria-hidden="true" viewBox="0 0 28 24">
  <path d="M24 3H4a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h20a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1Zm-1 16H5V5h18v14Zm-3-8h-7v5h7v-5Z"/>
</svg>`;function $o(e){return`
    <style>
      :host([${y.MEDIA_IS_PIP}]) slot[name=icon] slot:not([name=exit]) {
        display: none !important;
      }

      :host(:not([${y.MEDIA_IS_PIP}])) slot[name=icon] slot:not([name=enter]) {
        display: none !important;
      }

      :host([${y.MEDIA_IS_PIP}]) slot[name=tooltip-enter],
      :host(:not([${y.MEDIA_IS_PIP}])) slot[name=tooltip-exit] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="enter">${Qo}</slot>
      <slot name="exit">${Qo}</slot>
    </slot>
  `}function es(){return`
    <slot name="tooltip-enter">${d(`Enter picture in picture mode`)}</slot>
    <slot name="tooltip-exit">${d(`Exit picture in picture mode`)}</slot>
  `}var ts=e=>{let t=e.mediaIsPip?d(`exit picture in picture mode`):d(`enter picture in picture mode`);e.setAttribute(`aria-label`,t)},ns=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_IS_PIP,y.MEDIA_PIP_UNAVAILABLE]}connectedCallback(){super.connectedCallback(),ts(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_IS_PIP&&ts(this)}get mediaPipUnavailable(){return A(this,y.MEDIA_PIP_UNAVAILABLE)}set mediaPipUnavailable(e){j(this,y.MEDIA_PIP_UNAVAILABLE,e)}get mediaIsPip(){return O(this,y.MEDIA_IS_PIP)}set mediaIsPip(e){k(this,y.MEDIA_IS_PIP,e)}handleClick(){let e=this.mediaIsPip?_.MEDIA_EXIT_PIP_REQUEST:_.MEDIA_ENTER_PIP_REQUEST;this.dispatchEvent(new C.CustomEvent(e,{composed:!0,bubbles:!0}))}};ns.getSlotTemplateHTML=$o,ns.getTooltipContentHTML=es,C.customElements.get(`media-pip-button`)||C.customElements.define(`media-pip-button`,ns);var rs=ns,is=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},as=(e,t,n)=>(is(e,t,`read from private field`),n?n.call(e):t.get(e)),os=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},ss,cs={RATES:`rates`},ls=[1,1.2,1.5,1.7,2];function us(e){return Math.round(e*100)/100}function ds(e){return`
    <style>
      :host {
        min-width: 5ch;
        padding: var(--media-button-padding, var(--media-control-padding, 10px 5px));
      }
    </style>
    <slot name="icon">${e.mediaplaybackrate?us(+e.mediaplaybackrate):1}x</slot>
  `}function fs(){return d(`Playback rate`)}var ps=class extends U{constructor(){super(),os(this,ss,new On(this,cs.RATES,{defaultValue:ls})),this.container=this.shadowRoot.querySelector(`slot[name="icon"]`),this.container.innerHTML=`${us(this.mediaPlaybackRate??1)}x`}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_PLAYBACK_RATE,cs.RATES]}attributeChangedCallback(e,t,n){if(super.attributeChangedCallback(e,t,n),e===cs.RATES&&(as(this,ss).value=n),e===y.MEDIA_PLAYBACK_RATE){let e=n?+n:NaN,t=us(Number.isNaN(e)?1:e);this.container.innerHTML=`${t}x`,this.setAttribute(`aria-label`,d(`Playback rate {playbackRate}`,{playbackRate:t}))}}get rates(){return as(this,ss)}set rates(e){e?Array.isArray(e)?as(this,ss).value=e.join(` `):typeof e==`string`&&(as(this,ss).value=e):as(this,ss).value=``}get mediaPlaybackRate(){return E(this,y.MEDIA_PLAYBACK_RATE,1)}set mediaPlaybackRate(e){D(this,y.MEDIA_PLAYBACK_RATE,e)}handleClick(){let e=Array.from(as(this,ss).values(),e=>+e).sort((e,t)=>e-t),t=e.find(e=>e>this.mediaPlaybackRate)??e[0]??1,n=new C.CustomEvent(_.MEDIA_PLAYBACK_RATE_REQUEST,{composed:!0,bubbles:!0,detail:t});this.dispatchEvent(n)}};ss=new WeakMap,ps.getSlotTemplateHTML=ds,ps.getTooltipContentHTML=fs,C.customElements.get(`media-playback-rate-button`)||C.customElements.define(`media-playback-rate-button`,ps);var ms=ps,hs=`<svg aria-hidden="true" viewBox="0 0 24 24">
  <path d="m6 21 15-9L6 3v18Z"/>
</svg>`,gs=`<svg aria-hidden="true" viewBox="0 0 24 24">
  <path d="M6 20h4V4H6v16Zm8-16v16h4V4h-4Z"/>
</svg>`;function _s(e){return`
    <style>
      :host([${y.MEDIA_PAUSED}]) slot[name=pause],
      :host(:not([${y.MEDIA_PAUSED}])) slot[name=play] {
        display: none !important;
      }

      :host([${y.MEDIA_PAUSED}]) slot[name=tooltip-pause],
      :host(:not([${y.MEDIA_PAUSED}])) slot[name=tooltip-play] {
        display: none;
      }
    </style>

    <slot name="icon">
      <slot name="play">${hs}</slot>
      <slot name="pause">${gs}</slot>
    </slot>
  `}function vs(){return`
    <slot name="tooltip-play">${d(`Play`)}</slot>
    <slot name="tooltip-pause">${d(`Pause`)}</slot>
  `}var ys=e=>{let t=e.mediaPaused?d(`play`):d(`pause`);e.setAttribute(`aria-label`,t)},bs=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_PAUSED,y.MEDIA_ENDED]}connectedCallback(){super.connectedCallback(),ys(this)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),(e===y.MEDIA_PAUSED||e===y.MEDIA_LANG)&&ys(this)}get mediaPaused(){return O(this,y.MEDIA_PAUSED)}set mediaPaused(e){k(this,y.MEDIA_PAUSED,e)}handleClick(){let e=this.mediaPaused?_.MEDIA_PLAY_REQUEST:_.MEDIA_PAUSE_REQUEST;this.dispatchEvent(new C.CustomEvent(e,{composed:!0,bubbles:!0}))}};bs.getSlotTemplateHTML=_s,bs.getTooltipContentHTML=vs,C.customElements.get(`media-play-button`)||C.customElements.define(`media-play-button`,bs);var xs=bs,Ss={PLACEHOLDER_SRC:`placeholdersrc`,SRC:`src`};function Cs(e){return`
    <style>
      :host {
        pointer-events: none;
        display: var(--media-poster-image-display, inline-block);
        box-sizing: border-box;
      }

      img {
        max-width: 100%;
        max-height: 100%;
        min-width: 100%;
        min-height: 100%;
        background-repeat: no-repeat;
        background-position: var(--media-poster-image-background-position, var(--media-object-position, center));
        background-size: var(--media-poster-image-background-size, var(--media-object-fit, contain));
        object-fit: var(--media-object-fit, contain);
        object-position: var(--media-object-position, center);
      }
    </style>

    <img part="poster img" aria-hidden="true" id="image"/>
  `}var ws=e=>{e.style.removeProperty(`background-image`)},Ts=(e,t)=>{e.style[`background-image`]=`url('${t}')`},Es=class extends C.HTMLElement{static get observedAttributes(){return[Ss.PLACEHOLDER_SRC,Ss.SRC]}constructor(){if(super(),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}this.image=this.shadowRoot.querySelector(`#image`)}attributeChangedCallback(e,t,n){e===Ss.SRC&&(n==null?this.image.removeAttribute(Ss.SRC):this.image.setAttribute(Ss.SRC,n)),e===Ss.PLACEHOLDER_SRC&&(n==null?ws(this.image):Ts(this.image,n))}get placeholderSrc(){return A(this,Ss.PLACEHOLDER_SRC)}set placeholderSrc(e){j(this,Ss.SRC,e)}get src(){return A(this,Ss.SRC)}set src(e){j(this,Ss.SRC,e)}};Es.shadowRootOptions={mode:`open`},Es.getTemplateHTML=Cs,C.customElements.get(`media-poster-image`)||C.customElements.define(`media-poster-image`,Es);var Ds=Es,Os=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},ks=(e,t,n)=>(Os(e,t,`read from private field`),n?n.call(e):t.get(e)),As=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},js=(e,t,n,r)=>(Os(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Ms,Ns=class extends Ba{constructor(){super(),As(this,Ms,void 0),js(this,Ms,this.shadowRoot.querySelector(`slot`))}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_PREVIEW_CHAPTER,y.MEDIA_LANG]}attributeChangedCallback(e,t,n){if(super.attributeChangedCallback(e,t,n),(e===y.MEDIA_PREVIEW_CHAPTER||e===y.MEDIA_LANG)&&n!==t&&n!=null){if(ks(this,Ms).textContent=n,n!==``){let e=d(`chapter: {chapterName}`,{chapterName:n});this.setAttribute(`aria-valuetext`,e)}else this.removeAttribute(`aria-valuetext`)}}get mediaPreviewChapter(){return A(this,y.MEDIA_PREVIEW_CHAPTER)}set mediaPreviewChapter(e){j(this,y.MEDIA_PREVIEW_CHAPTER,e)}};Ms=new WeakMap,C.customElements.get(`media-preview-chapter-display`)||C.customElements.define(`media-preview-chapter-display`,Ns);var Ps=Ns,Fs=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Is=(e,t,n)=>(Fs(e,t,`read from private field`),n?n.call(e):t.get(e)),Ls=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Rs=(e,t,n,r)=>(Fs(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),zs;function Bs(e){return`
    <style>
      :host {
        box-sizing: border-box;
        display: var(--media-control-display, var(--media-preview-thumbnail-display, inline-block));
        overflow: hidden;
      }

      img {
        display: none;
        position: relative;
      }
    </style>
    <img crossorigin loading="eager" decoding="async">
  `}var Vs=class extends C.HTMLElement{constructor(){if(super(),Ls(this,zs,void 0),!this.shadowRoot){this.attachShadow(this.constructor.shadowRootOptions);let e=Pe(this.attributes);this.shadowRoot.innerHTML=this.constructor.getTemplateHTML(e)}}static get observedAttributes(){return[v.MEDIA_CONTROLLER,y.MEDIA_PREVIEW_IMAGE,y.MEDIA_PREVIEW_COORDS]}connectedCallback(){var e,t;let n=this.getAttribute(v.MEDIA_CONTROLLER);n&&(Rs(this,zs,this.getRootNode()?.getElementById(n)),(t=(e=Is(this,zs))?.associateElement)==null||t.call(e,this))}disconnectedCallback(){var e,t;(t=(e=Is(this,zs))?.unassociateElement)==null||t.call(e,this),Rs(this,zs,null)}attributeChangedCallback(e,t,n){var r,i,a,o;[y.MEDIA_PREVIEW_IMAGE,y.MEDIA_PREVIEW_COORDS].includes(e)&&this.update(),e===v.MEDIA_CONTROLLER&&(t&&((i=(r=Is(this,zs))?.unassociateElement)==null||i.call(r,this),Rs(this,zs,null)),n&&this.isConnected&&(Rs(this,zs,this.getRootNode()?.getElementById(n)),(o=(a=Is(this,zs))?.associateElement)==null||o.call(a,this)))}get mediaPreviewImage(){return A(this,y.MEDIA_PREVIEW_IMAGE)}set mediaPreviewImage(e){j(this,y.MEDIA_PREVIEW_IMAGE,e)}get mediaPreviewCoords(){let e=this.getAttribute(y.MEDIA_PREVIEW_COORDS);if(e)return e.split(/\s+/).map(e=>+e)}set mediaPreviewCoords(e){e?this.setAttribute(y.MEDIA_PREVIEW_COORDS,e.join(` `)):this.removeAttribute(y.MEDIA_PREVIEW_COORDS)}update(){let e=this.mediaPreviewCoords,t=this.mediaPreviewImage;if(!(e&&t))return;let[n,r,i,a]=e,o=t.split(`#`)[0],s=getComputedStyle(this),{maxWidth:c,maxHeight:l,minWidth:u,minHeight:d}=s,f=s.getPropertyValue(`--media-preview-thumbnail-object-fit`).trim()||`contain`,p,m;if(f===`fill`){let e=parseInt(c)/i,t=parseInt(l)/a,n=parseInt(u)/i,r=parseInt(d)/a;p=e<1?e:Math.max(e,n),m=t<1?t:Math.max(t,r)}else{let e=Math.min(parseInt(c)/i,parseInt(l)/a),t=Math.max(parseInt(u)/i,parseInt(d)/a),n=e<1?e:t>1?t:1;p=n,m=n}let{style:h}=T(this.shadowRoot,`:host`),ee=T(this.shadowRoot,`img`).style,g=this.shadowRoot.querySelector(`img`),te=Math.min(p,m)<1?`min`:`max`;h.setProperty(`${te}-width`,`initial`,`important`),h.setProperty(`${te}-height`,`initial`,`important`),h.width=`${i*p}px`,h.height=`${a*m}px`;let _=()=>{ee.width=`${this.imgWidth*p}px`,ee.height=`${this.imgHeight*m}px`,ee.display=`block`};g.src!==o&&(g.onload=()=>{this.imgWidth=g.naturalWidth,this.imgHeight=g.naturalHeight,_(),g.onload=null},g.src=o,_()),_(),ee.transform=`translate(-${n*p}px, -${r*m}px)`}};zs=new WeakMap,Vs.shadowRootOptions={mode:`open`},Vs.getTemplateHTML=Bs,C.customElements.get(`media-preview-thumbnail`)||C.customElements.define(`media-preview-thumbnail`,Vs);var Hs=Vs,Us=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Ws=(e,t,n)=>(Us(e,t,`read from private field`),n?n.call(e):t.get(e)),Gs=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Ks=(e,t,n,r)=>(Us(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),qs,Js=class extends Ba{constructor(){super(),Gs(this,qs,void 0),Ks(this,qs,this.shadowRoot.querySelector(`slot`)),Ws(this,qs).textContent=be(0)}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_PREVIEW_TIME]}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_PREVIEW_TIME&&n!=null&&(Ws(this,qs).textContent=be(parseFloat(n)))}get mediaPreviewTime(){return E(this,y.MEDIA_PREVIEW_TIME)}set mediaPreviewTime(e){D(this,y.MEDIA_PREVIEW_TIME,e)}};qs=new WeakMap,C.customElements.get(`media-preview-time-display`)||C.customElements.define(`media-preview-time-display`,Js);var Ys=Js,Xs={SEEK_OFFSET:`seekoffset`},Zs=30,Qs=e=>`
  <svg aria-hidden="true" viewBox="0 0 20 24">
    <defs>
      <style>.text{font-size:8px;font-family:Arial-BoldMT, Arial;font-weight:700;}</style>
    </defs>
    <text class="text value" transform="translate(2.18 19.87)">${e}</text>
    <path d="M10 6V3L4.37 7 10 10.94V8a5.54 5.54 0 0 1 1.9 10.48v2.12A7.5 7.5 0 0 0 10 6Z"/>
  </svg>`;function $s(e,t){return`
    <slot name="icon">${Qs(t.seekOffset)}</slot>
  `}var ec=(e,t)=>{e.setAttribute(`aria-label`,d(`seek back {seekOffset} seconds`,{seekOffset:t}))};function tc(){return d(`Seek backward`)}var nc=0,rc=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_CURRENT_TIME,Xs.SEEK_OFFSET]}connectedCallback(){super.connectedCallback(),this.seekOffset=E(this,Xs.SEEK_OFFSET,Zs)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),ec(this,this.seekOffset),e===Xs.SEEK_OFFSET&&(this.seekOffset=E(this,Xs.SEEK_OFFSET,Zs))}get seekOffset(){return E(this,Xs.SEEK_OFFSET,Zs)}set seekOffset(e){D(this,Xs.SEEK_OFFSET,e),this.setAttribute(`aria-label`,d(`seek back {seekOffset} seconds`,{seekOffset:this.seekOffset})),Le(ze(this,`icon`),this.seekOffset)}get mediaCurrentTime(){return E(this,y.MEDIA_CURRENT_TIME,nc)}set mediaCurrentTime(e){D(this,y.MEDIA_CURRENT_TIME,e)}handleClick(){let e=Math.max(this.mediaCurrentTime-this.seekOffset,0),t=new C.CustomEvent(_.MEDIA_SEEK_REQUEST,{composed:!0,bubbles:!0,detail:e});this.dispatchEvent(t)}};rc.getSlotTemplateHTML=$s,rc.getTooltipContentHTML=tc,C.customElements.get(`media-seek-backward-button`)||C.customElements.define(`media-seek-backward-button`,rc);var ic=rc,ac={SEEK_OFFSET:`seekoffset`},oc=30,sc=e=>`
  <svg aria-hidden="true" viewBox="0 0 20 24">
    <defs>
      <style>.text{font-size:8px;font-family:Arial-BoldMT, Arial;font-weight:700;}</style>
    </defs>
    <text class="text value" transform="translate(8.9 19.87)">${e}</text>
    <path d="M10 6V3l5.61 4L10 10.94V8a5.54 5.54 0 0 0-1.9 10.48v2.12A7.5 7.5 0 0 1 10 6Z"/>
  </svg>`;function cc(e,t){return`
    <slot name="icon">${sc(t.seekOffset)}</slot>
  `}var lc=(e,t)=>{e.setAttribute(`aria-label`,d(`seek forward {seekOffset} seconds`,{seekOffset:t}))};function uc(){return d(`Seek forward`)}var dc=0,fc=class extends U{static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_CURRENT_TIME,ac.SEEK_OFFSET]}connectedCallback(){super.connectedCallback(),this.seekOffset=E(this,ac.SEEK_OFFSET,oc)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),lc(this,this.seekOffset),e===ac.SEEK_OFFSET&&(this.seekOffset=E(this,ac.SEEK_OFFSET,oc))}get seekOffset(){return E(this,ac.SEEK_OFFSET,oc)}set seekOffset(e){D(this,ac.SEEK_OFFSET,e),this.setAttribute(`aria-label`,d(`seek forward {seekOffset} seconds`,{seekOffset:this.seekOffset})),Le(ze(this,`icon`),this.seekOffset)}get mediaCurrentTime(){return E(this,y.MEDIA_CURRENT_TIME,dc)}set mediaCurrentTime(e){D(this,y.MEDIA_CURRENT_TIME,e)}handleClick(){let e=this.mediaCurrentTime+this.seekOffset,t=new C.CustomEvent(_.MEDIA_SEEK_REQUEST,{composed:!0,bubbles:!0,detail:e});this.dispatchEvent(t)}};fc.getSlotTemplateHTML=cc,fc.getTooltipContentHTML=uc,C.customElements.get(`media-seek-forward-button`)||C.customElements.define(`media-seek-forward-button`,fc);var pc=fc,mc=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},hc=(e,t,n)=>(mc(e,t,`read from private field`),n?n.call(e):t.get(e)),gc=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},_c=(e,t,n,r)=>(mc(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),vc=(e,t,n)=>(mc(e,t,`access private method`),n),yc,bc,xc,Sc,Cc,wc,Tc,Ec,Dc,Oc,kc,Ac={REMAINING:`remaining`,SHOW_DURATION:`showduration`,NO_TOGGLE:`notoggle`},jc=[...Object.values(Ac),y.MEDIA_CURRENT_TIME,y.MEDIA_DURATION,y.MEDIA_SEEKABLE],Mc=[`Enter`,` `],Nc=`&nbsp;/&nbsp;`,Pc=(e,{timesSep:t=Nc}={})=>{let n=e.mediaCurrentTime??0,[,r]=e.mediaSeekable??[],i=0;Number.isFinite(e.mediaDuration)?i=e.mediaDuration:Number.isFinite(r)&&(i=r);let a=e.remaining?be(0-(i-n)):be(n);return e.showDuration?`${a}${t}${be(i)}`:a},Fc=e=>{let t=e.mediaCurrentTime,[,n]=e.mediaSeekable??[],r=null;if(Number.isFinite(e.mediaDuration)?r=e.mediaDuration:Number.isFinite(n)&&(r=n),t==null||r===null){e.setAttribute(`aria-description`,d(`video not loaded, unknown time.`));return}let i=e.remaining?ye(0-(r-t)):ye(t);if(!e.showDuration){e.setAttribute(`aria-description`,i);return}let a=d(`{currentTime} of {totalTime}`,{currentTime:i,totalTime:ye(r)});e.setAttribute(`aria-description`,a)};function Ic(e,t){return`
    <slot>${Pc(t)}</slot>
  `}var Lc=e=>{e.setAttribute(`aria-label`,d(`playback time`))},Rc=class extends Ba{constructor(){super(),gc(this,Sc),gc(this,wc),gc(this,Ec),gc(this,Oc),gc(this,yc,void 0),gc(this,bc,null),gc(this,xc,e=>{let{metaKey:t,altKey:n,key:r}=e;t||n||!Mc.includes(r)?this.removeEventListener(`keyup`,hc(this,bc)):this.addEventListener(`keyup`,hc(this,bc))}),_c(this,yc,this.shadowRoot.querySelector(`slot`)),hc(this,yc).innerHTML=`${Pc(this)}`}static get observedAttributes(){return[...super.observedAttributes,...jc,`disabled`]}connectedCallback(){let{style:e}=T(this.shadowRoot,`:host(:hover:not([notoggle]))`);e.setProperty(`cursor`,`var(--media-cursor, pointer)`),e.setProperty(`background`,`var(--media-control-hover-background, rgba(50 50 70 / .7))`),this.setAttribute(`aria-label`,d(`playback time`)),vc(this,Ec,Dc).call(this),super.connectedCallback()}toggleTimeDisplay(){this.noToggle||(this.hasAttribute(`remaining`)?this.removeAttribute(`remaining`):this.setAttribute(`remaining`,``))}disconnectedCallback(){this.disable(),vc(this,wc,Tc).call(this),super.disconnectedCallback()}attributeChangedCallback(e,t,n){Lc(this),jc.includes(e)?this.update():e===`disabled`&&n!==t?n==null?vc(this,Ec,Dc).call(this):vc(this,Oc,kc).call(this):e===Ac.NO_TOGGLE&&n!==t&&(this.noToggle?vc(this,Oc,kc).call(this):vc(this,Ec,Dc).call(this)),super.attributeChangedCallback(e,t,n)}enable(){this.noToggle||(this.tabIndex=0)}disable(){this.tabIndex=-1}get remaining(){return O(this,Ac.REMAINING)}set remaining(e){k(this,Ac.REMAINING,e)}get showDuration(){return O(this,Ac.SHOW_DURATION)}set showDuration(e){k(this,Ac.SHOW_DURATION,e)}get noToggle(){return O(this,Ac.NO_TOGGLE)}set noToggle(e){k(this,Ac.NO_TOGGLE,e)}get mediaDuration(){return E(this,y.MEDIA_DURATION)}set mediaDuration(e){D(this,y.MEDIA_DURATION,e)}get mediaCurrentTime(){return E(this,y.MEDIA_CURRENT_TIME)}set mediaCurrentTime(e){D(this,y.MEDIA_CURRENT_TIME,e)}get mediaSeekable(){let e=this.getAttribute(y.MEDIA_SEEKABLE);if(e)return e.split(`:`).map(e=>+e)}set mediaSeekable(e){e==null?this.removeAttribute(y.MEDIA_SEEKABLE):this.setAttribute(y.MEDIA_SEEKABLE,e.join(`:`))}update(){let e=Pc(this);Fc(this),e!==hc(this,yc).innerHTML&&(hc(this,yc).innerHTML=e)}};yc=new WeakMap,bc=new WeakMap,xc=new WeakMap,Sc=new WeakSet,Cc=function(){hc(this,bc)||(_c(this,bc,e=>{let{key:t}=e;Mc.includes(t)?this.toggleTimeDisplay():this.removeEventListener(`keyup`,hc(this,bc))}),this.addEventListener(`keydown`,hc(this,xc)),this.addEventListener(`click`,this.toggleTimeDisplay))},wc=new WeakSet,Tc=function(){hc(this,bc)&&(this.removeEventListener(`keyup`,hc(this,bc)),this.removeEventListener(`keydown`,hc(this,xc)),this.removeEventListener(`click`,this.toggleTimeDisplay),_c(this,bc,null))},Ec=new WeakSet,Dc=function(){!this.noToggle&&!this.hasAttribute(`disabled`)&&(this.setAttribute(`role`,`button`),this.enable(),vc(this,Sc,Cc).call(this))},Oc=new WeakSet,kc=function(){this.removeAttribute(`role`),this.disable(),vc(this,wc,Tc).call(this)},Rc.getSlotTemplateHTML=Ic,C.customElements.get(`media-time-display`)||C.customElements.define(`media-time-display`,Rc);var zc=Rc,Bc=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},q=(e,t,n)=>(Bc(e,t,`read from private field`),n?n.call(e):t.get(e)),Vc=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},J=(e,t,n,r)=>(Bc(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Hc=(e,t,n,r)=>({set _(r){J(e,t,r,n)},get _(){return q(e,t,r)}}),Uc,Wc,Gc,Kc,qc,Jc,Yc,Xc,Zc,Qc,$c=class{constructor(e,t,n){Vc(this,Uc,void 0),Vc(this,Wc,void 0),Vc(this,Gc,void 0),Vc(this,Kc,void 0),Vc(this,qc,void 0),Vc(this,Jc,void 0),Vc(this,Yc,void 0),Vc(this,Xc,void 0),Vc(this,Zc,0),Vc(this,Qc,(e=performance.now())=>{J(this,Zc,requestAnimationFrame(q(this,Qc))),J(this,Kc,performance.now()-q(this,Gc));let t=1e3/this.fps;if(q(this,Kc)>t){J(this,Gc,e-q(this,Kc)%t);let n=1e3/((e-q(this,Wc))/++Hc(this,qc)._),r=(e-q(this,Jc))/1e3/this.duration,i=q(this,Yc)+r*this.playbackRate;i-q(this,Uc).valueAsNumber>0?J(this,Xc,this.playbackRate/this.duration/n):(J(this,Xc,.995*q(this,Xc)),i=q(this,Uc).valueAsNumber+q(this,Xc)),this.callback(i)}}),J(this,Uc,e),this.callback=t,this.fps=n}start(){q(this,Zc)===0&&(J(this,Gc,performance.now()),J(this,Wc,q(this,Gc)),J(this,qc,0),q(this,Qc).call(this))}stop(){q(this,Zc)!==0&&(cancelAnimationFrame(q(this,Zc)),J(this,Zc,0))}update({start:e,duration:t,playbackRate:n}){let r=e-q(this,Uc).valueAsNumber,i=Math.abs(t-this.duration);(r>0||r<-.5/t||i>=.5)&&this.callback(e),J(this,Yc,e),J(this,Jc,performance.now()),this.duration=t,this.playbackRate=n}};Uc=new WeakMap,Wc=new WeakMap,Gc=new WeakMap,Kc=new WeakMap,qc=new WeakMap,Jc=new WeakMap,Yc=new WeakMap,Xc=new WeakMap,Zc=new WeakMap,Qc=new WeakMap;var el=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Y=(e,t,n)=>(el(e,t,`read from private field`),n?n.call(e):t.get(e)),X=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Z=(e,t,n,r)=>(el(e,t,`write to private field`),r?r.call(e,n):t.set(e,n),n),Q=(e,t,n)=>(el(e,t,`access private method`),n),tl,nl,rl,il,al,ol,sl,cl,ll,ul,dl,fl,pl,ml,hl,gl,_l,vl,yl,bl,xl,Sl,Cl,wl,Tl,El,Dl=e=>{let t=e.range,n=ye(+Al(e)),r=ye(+e.mediaSeekableEnd),i=n&&r?d(`{currentTime} of {totalTime}`,{currentTime:n,totalTime:r}):d(`video not loaded, unknown time.`);t.setAttribute(`aria-valuetext`,i)};function Ol(e){return`
    <style>
      :host {
        --media-box-border-radius: 4px;
        --media-box-padding-left: 10px;
        --media-box-padding-right: 10px;
        --media-preview-border-radius: var(--media-box-border-radius);
        --media-box-arrow-offset: var(--media-box-border-radius);
        --_control-background: var(--media-control-background, var(--media-secondary-color, rgb(20 20 30 / .7)));
        --_preview-background: var(--media-preview-background, var(--_control-background));

        
        contain: layout;
      }

      #buffered {
        background: var(--media-time-range-buffered-color, rgb(255 255 255 / .4));
        position: absolute;
        height: 100%;
        will-change: width;
      }

      #preview-rail,
      #current-rail {
        width: 100%;
        position: absolute;
        left: 0;
        bottom: 100%;
        pointer-events: none;
        will-change: transform;
      }

      [part~="box"] {
        width: min-content;
        
        position: absolute;
        bottom: 100%;
        flex-direction: column;
        align-items: center;
        transform: translateX(-50%);
      }

      [part~="current-box"] {
        display: var(--media-current-box-display, var(--media-box-display, flex));
        margin: var(--media-current-box-margin, var(--media-box-margin, 0 0 5px));
        visibility: hidden;
      }

      [part~="preview-box"] {
        display: var(--media-preview-box-display, var(--media-box-display, flex));
        margin: var(--media-preview-box-margin, var(--media-box-margin, 0 0 5px));
        transition-property: var(--media-preview-transition-property, visibility, opacity);
        transition-duration: var(--media-preview-transition-duration-out, .25s);
        transition-delay: var(--media-preview-transition-delay-out, 0s);
        visibility: hidden;
        opacity: 0;
      }

      :host(:is([${y.MEDIA_PREVIEW_IMAGE}], [${y.MEDIA_PREVIEW_TIME}])[dragging]) [part~="preview-box"] {
        transition-duration: var(--media-preview-transition-duration-in, .5s);
        transition-delay: var(--media-preview-transition-delay-in, .25s);
        visibility: visible;
        opacity: 1;
      }

      @media (hover: hover) {
        :host(:is([${y.MEDIA_PREVIEW_IMAGE}], [${y.MEDIA_PREVIEW_TIME}]):hover) [part~="preview-box"] {
          transition-duration: var(--media-preview-transition-duration-in, .5s);
          transition-delay: var(--media-preview-transition-delay-in, .25s);
          visibility: visible;
          opacity: 1;
        }
      }

      media-preview-thumbnail,
      ::slotted(media-preview-thumbnail) {
        visibility: hidden;
        
        transition: visibility 0s .25s;
        transition-delay: calc(var(--media-preview-transition-delay-out, 0s) + var(--media-preview-transition-duration-out, .25s));
        background: var(--media-preview-thumbnail-background, var(--_preview-background));
        box-shadow: var(--media-preview-thumbnail-box-shadow, 0 0 4px rgb(0 0 0 / .2));
        max-width: var(--media-preview-thumbnail-max-width, 180px);
        max-height: var(--media-preview-thumbnail-max-height, 160px);
        min-width: var(--media-preview-thumbnail-min-width, 120px);
        min-height: var(--media-preview-thumbnail-min-height, 80px);
        border: var(--media-preview-thumbnail-border);
        border-radius: var(--media-preview-thumbnail-border-radius,
          var(--media-preview-border-radius) var(--media-preview-border-radius) 0 0);
      }

      :host([${y.MEDIA_PREVIEW_IMAGE}][dragging]) media-preview-thumbnail,
      :host([${y.MEDIA_PREVIEW_IMAGE}][dragging]) ::slotted(media-preview-thumbnail) {
        transition-delay: var(--media-preview-transition-delay-in, .25s);
        visibility: visible;
      }

      @media (hover: hover) {
        :host([${y.MEDIA_PREVIEW_IMAGE}]:hover) media-preview-thumbnail,
        :host([${y.MEDIA_PREVIEW_IMAGE}]:hover) ::slotted(media-preview-thumbnail) {
          transition-delay: var(--media-preview-transition-delay-in, .25s);
          visibility: visible;
        }

        :host([${y.MEDIA_PREVIEW_TIME}]:hover) {
          --media-time-range-hover-display: block;
        }
      }

      media-preview-chapter-display,
      ::slotted(media-preview-chapter-display) {
        font-size: var(--media-font-size, 13px);
        line-height: 17px;
        min-width: 0;
        visibility: hidden;
        
        transition: min-width 0s, border-radius 0s, margin 0s, padding 0s, visibility 0s;
        transition-delay: calc(var(--media-preview-transition-delay-out, 0s) + var(--media-preview-transition-duration-out, .25s));
        background: var(--media-preview-chapter-background, var(--_preview-background));
        border-radius: var(--media-preview-chapter-border-radius,
          var(--media-preview-border-radius) var(--media-preview-border-radius)
          var(--media-preview-border-radius) var(--media-preview-border-radius));
        padding: var(--media-preview-chapter-padding, 3.5px 9px);
        margin: var(--media-preview-chapter-margin, 0 0 5px);
        text-shadow: var(--media-preview-chapter-text-shadow, 0 0 4px rgb(0 0 0 / .75));
      }

      :host([${y.MEDIA_PREVIEW_IMAGE}]) media-preview-chapter-display,
      :host([${y.MEDIA_PREVIEW_IMAGE}]) ::slotted(media-preview-chapter-display) {
        transition-delay: var(--media-preview-transition-delay-in, .25s);
        border-radius: var(--media-preview-chapter-border-radius, 0);
        padding: var(--media-preview-chapter-padding, 3.5px 9px 0);
        margin: var(--media-preview-chapter-margin, 0);
        min-width: 100%;
      }

      media-preview-chapter-display[${y.MEDIA_PREVIEW_CHAPTER}],
      ::slotted(media-preview-chapter-display[${y.MEDIA_PREVIEW_CHAPTER}]) {
        visibility: visible;
      }

      media-preview-chapter-display:not([aria-valuetext]),
      ::slotted(media-preview-chapter-display:not([aria-valuetext])) {
        display: none;
      }

      media-preview-time-display,
      ::slotted(media-preview-time-display),
      media-time-display,
      ::slotted(media-time-display) {
        font-size: var(--media-font-size, 13px);
        line-height: 17px;
        min-width: 0;
        
        transition: min-width 0s, border-radius 0s;
        transition-delay: calc(var(--media-preview-transition-delay-out, 0s) + var(--media-preview-transition-duration-out, .25s));
        background: var(--media-preview-time-background, var(--_preview-background));
        border-radius: var(--media-preview-time-border-radius,
          var(--media-preview-border-radius) var(--media-preview-border-radius)
          var(--media-preview-border-radius) var(--media-preview-border-radius));
        padding: var(--media-preview-time-padding, 3.5px 9px);
        margin: var(--media-preview-time-margin, 0);
        text-shadow: var(--media-preview-time-text-shadow, 0 0 4px rgb(0 0 0 / .75));
        transform: translateX(min(
          max(calc(50% - var(--_box-width) / 2),
          calc(var(--_box-shift, 0))),
          calc(var(--_box-width) / 2 - 50%)
        ));
      }

      :host([${y.MEDIA_PREVIEW_IMAGE}]) media-preview-time-display,
      :host([${y.MEDIA_PREVIEW_IMAGE}]) ::slotted(media-preview-time-display) {
        transition-delay: var(--media-preview-transition-delay-in, .25s);
        border-radius: var(--media-preview-time-border-radius,
          0 0 var(--media-preview-border-radius) var(--media-preview-border-radius));
        min-width: 100%;
      }

      :host([${y.MEDIA_PREVIEW_TIME}]:hover) {
        --media-time-range-hover-display: block;
      }

      [part~="arrow"],
      ::slotted([part~="arrow"]) {
        display: var(--media-box-arrow-display, inline-block);
        transform: translateX(min(
          max(calc(50% - var(--_box-width) / 2 + var(--media-box-arrow-offset)),
          calc(var(--_box-shift, 0))),
          calc(var(--_box-width) / 2 - 50% - var(--media-box-arrow-offset))
        ));
        
        border-color: transparent;
        border-top-color: var(--media-box-arrow-background, var(--_control-background));
        border-width: var(--media-box-arrow-border-width,
          var(--media-box-arrow-height, 5px) var(--media-box-arrow-width, 6px) 0);
        border-style: solid;
        justify-content: center;
        height: 0;
      }
    </style>
    <div id="preview-rail">
      <slot name="preview" part="box preview-box">
        <media-preview-thumbnail>
          <template shadowrootmode="${Hs.shadowRootOptions.mode}">
            ${Hs.getTemplateHTML({})}
          </template>
        </media-preview-thumbnail>
        <media-preview-chapter-display></media-preview-chapter-display>
        <media-preview-time-display></media-preview-time-display>
        <slot name="preview-arrow"><div part="arrow"></div></slot>
      </slot>
    </div>
    <div id="current-rail">
      <slot name="current" part="box current-box">
        
      </slot>
    </div>
  `}var kl=(e,t=e.mediaCurrentTime)=>{let n=Number.isFinite(e.mediaSeekableStart)?e.mediaSeekableStart:0,r=Number.isFinite(e.mediaDuration)?e.mediaDuration:e.mediaSeekableEnd;if(Number.isNaN(r))return 0;let i=(t-n)/(r-n);return Math.max(0,Math.min(i,1))},Al=(e,t=e.range.valueAsNumber)=>{let n=Number.isFinite(e.mediaSeekableStart)?e.mediaSeekableStart:0,r=Number.isFinite(e.mediaDuration)?e.mediaDuration:e.mediaSeekableEnd;return Number.isNaN(r)?0:t*(r-n)+n},jl=class extends Ca{constructor(){super(),X(this,fl),X(this,hl),X(this,_l),X(this,yl),X(this,xl),X(this,Cl),X(this,Tl),X(this,tl,null),X(this,nl,void 0),X(this,rl,void 0),X(this,il,void 0),X(this,al,void 0),X(this,ol,void 0),X(this,sl,void 0),X(this,cl,void 0),X(this,ll,void 0),X(this,ul,void 0),X(this,dl,()=>{Q(this,fl,pl).call(this)?Y(this,nl).start():Y(this,nl).stop()}),X(this,ml,e=>{this.dragging||(pe(e)&&(this.range.valueAsNumber=e),Y(this,ul)||this.updateBar())}),this.shadowRoot.querySelector(`#track`).insertAdjacentHTML(`afterbegin`,`<div id="buffered" part="buffered"></div>`),Z(this,rl,this.shadowRoot.querySelectorAll(`[part~="box"]`)),Z(this,al,this.shadowRoot.querySelector(`[part~="preview-box"]`)),Z(this,ol,this.shadowRoot.querySelector(`[part~="current-box"]`));let e=getComputedStyle(this);Z(this,sl,parseInt(e.getPropertyValue(`--media-box-padding-left`))),Z(this,cl,parseInt(e.getPropertyValue(`--media-box-padding-right`))),Z(this,nl,new $c(this.range,Y(this,ml),60))}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_PAUSED,y.MEDIA_DURATION,y.MEDIA_SEEKABLE,y.MEDIA_CURRENT_TIME,y.MEDIA_PREVIEW_IMAGE,y.MEDIA_PREVIEW_TIME,y.MEDIA_PREVIEW_CHAPTER,y.MEDIA_BUFFERED,y.MEDIA_PLAYBACK_RATE,y.MEDIA_LOADING,y.MEDIA_ENDED]}connectedCallback(){var e;super.connectedCallback(),this.range.setAttribute(`aria-label`,d(`seek`)),Y(this,dl).call(this),Z(this,tl,this.getRootNode()),(e=Y(this,tl))==null||e.addEventListener(`transitionstart`,this)}disconnectedCallback(){var e;super.disconnectedCallback(),Y(this,nl).stop(),(e=Y(this,tl))==null||e.removeEventListener(`transitionstart`,this),Z(this,tl,null)}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),t!=n&&(e===y.MEDIA_CURRENT_TIME||e===y.MEDIA_PAUSED||e===y.MEDIA_ENDED||e===y.MEDIA_LOADING||e===y.MEDIA_DURATION||e===y.MEDIA_SEEKABLE?(Y(this,nl).update({start:kl(this),duration:this.mediaSeekableEnd-this.mediaSeekableStart,playbackRate:this.mediaPlaybackRate}),Y(this,dl).call(this),Dl(this)):e===y.MEDIA_BUFFERED&&this.updateBufferedBar(),(e===y.MEDIA_DURATION||e===y.MEDIA_SEEKABLE)&&(this.mediaChaptersCues=Y(this,ll),this.updateBar()))}get mediaChaptersCues(){return Y(this,ll)}set mediaChaptersCues(e){Z(this,ll,e),this.updateSegments(Y(this,ll)?.map(e=>({start:kl(this,e.startTime),end:kl(this,e.endTime)})))}get mediaPaused(){return O(this,y.MEDIA_PAUSED)}set mediaPaused(e){k(this,y.MEDIA_PAUSED,e)}get mediaLoading(){return O(this,y.MEDIA_LOADING)}set mediaLoading(e){k(this,y.MEDIA_LOADING,e)}get mediaDuration(){return E(this,y.MEDIA_DURATION)}set mediaDuration(e){D(this,y.MEDIA_DURATION,e)}get mediaCurrentTime(){return E(this,y.MEDIA_CURRENT_TIME)}set mediaCurrentTime(e){D(this,y.MEDIA_CURRENT_TIME,e)}get mediaPlaybackRate(){return E(this,y.MEDIA_PLAYBACK_RATE,1)}set mediaPlaybackRate(e){D(this,y.MEDIA_PLAYBACK_RATE,e)}get mediaBuffered(){let e=this.getAttribute(y.MEDIA_BUFFERED);return e?e.split(` `).map(e=>e.split(`:`).map(e=>+e)):[]}set mediaBuffered(e){if(!e){this.removeAttribute(y.MEDIA_BUFFERED);return}let t=e.map(e=>e.join(`:`)).join(` `);this.setAttribute(y.MEDIA_BUFFERED,t)}get mediaSeekable(){let e=this.getAttribute(y.MEDIA_SEEKABLE);if(e)return e.split(`:`).map(e=>+e)}set mediaSeekable(e){e==null?this.removeAttribute(y.MEDIA_SEEKABLE):this.setAttribute(y.MEDIA_SEEKABLE,e.join(`:`))}get mediaSeekableEnd(){let[,e=this.mediaDuration]=this.mediaSeekable??[];return e}get mediaSeekableStart(){let[e=0]=this.mediaSeekable??[];return e}get mediaPreviewImage(){return A(this,y.MEDIA_PREVIEW_IMAGE)}set mediaPreviewImage(e){j(this,y.MEDIA_PREVIEW_IMAGE,e)}get mediaPreviewTime(){return E(this,y.MEDIA_PREVIEW_TIME)}set mediaPreviewTime(e){D(this,y.MEDIA_PREVIEW_TIME,e)}get mediaEnded(){return O(this,y.MEDIA_ENDED)}set mediaEnded(e){k(this,y.MEDIA_ENDED,e)}updateBar(){super.updateBar(),this.updateBufferedBar(),this.updateCurrentBox()}updateBufferedBar(){let e=this.mediaBuffered;if(!e.length)return;let t;if(this.mediaEnded)t=1;else{let n=this.mediaCurrentTime,[,r=this.mediaSeekableStart]=e.find(([e,t])=>e<=n&&n<=t)??[];t=kl(this,r)}let{style:n}=T(this.shadowRoot,`#buffered`);n.setProperty(`width`,`${t*100}%`)}updateCurrentBox(){if(!this.shadowRoot.querySelector(`slot[name="current"]`).assignedElements().length)return;let e=T(this.shadowRoot,`#current-rail`),t=T(this.shadowRoot,`[part~="current-box"]`),n=Q(this,hl,gl).call(this,Y(this,ol)),r=Q(this,_l,vl).call(this,n,this.range.valueAsNumber),i=Q(this,yl,bl).call(this,n,this.range.valueAsNumber);e.style.transform=`translateX(${r})`,e.style.setProperty(`--_range-width`,`${n.range.width}`),t.style.setProperty(`--_box-shift`,`${i}`),t.style.setProperty(`--_box-width`,`${n.box.width}px`),t.style.setProperty(`visibility`,`initial`)}handleEvent(e){switch(super.handleEvent(e),e.type){case`input`:Q(this,Tl,El).call(this);break;case`pointermove`:Q(this,xl,Sl).call(this,e);break;case`pointerup`:Y(this,ul)&&Z(this,ul,!1);break;case`pointerdown`:Z(this,ul,!0);break;case`pointerleave`:Q(this,Cl,wl).call(this,null);break;case`transitionstart`:Be(e.target,this)&&setTimeout(()=>Y(this,dl).call(this),0)}}};tl=new WeakMap,nl=new WeakMap,rl=new WeakMap,il=new WeakMap,al=new WeakMap,ol=new WeakMap,sl=new WeakMap,cl=new WeakMap,ll=new WeakMap,ul=new WeakMap,dl=new WeakMap,fl=new WeakSet,pl=function(){return this.isConnected&&!this.mediaPaused&&!this.mediaLoading&&!this.mediaEnded&&this.mediaSeekableEnd>0&&We(this)},ml=new WeakMap,hl=new WeakSet,gl=function(e){let t=((this.getAttribute(`bounds`)?Ve(this,`#${this.getAttribute(`bounds`)}`):this.parentElement)??this).getBoundingClientRect(),n=this.range.getBoundingClientRect(),r=e.offsetWidth;return{box:{width:r,min:-(n.left-t.left-r/2),max:t.right-n.left-r/2},bounds:t,range:n}},_l=new WeakSet,vl=function(e,t){let n=`${t*100}%`,{width:r,min:i,max:a}=e.box;if(!r)return n;if(Number.isNaN(i)||(n=`max(${`calc(1 / var(--_range-width) * 100 * ${i}% + var(--media-box-padding-left))`}, ${n})`),!Number.isNaN(a)){let e=`calc(1 / var(--_range-width) * 100 * ${a}% - var(--media-box-padding-right))`;n=`min(${n}, ${e})`}return n},yl=new WeakSet,bl=function(e,t){let{width:n,min:r,max:i}=e.box,a=t*e.range.width;if(a<r+Y(this,sl)){let t=e.range.left-e.bounds.left-Y(this,sl);return`${a-n/2+t}px`}if(a>i-Y(this,cl)){let t=e.bounds.right-e.range.right-Y(this,cl);return`${a+n/2-t-e.range.width}px`}return 0},xl=new WeakSet,Sl=function(e){let t=[...Y(this,rl)].some(t=>e.composedPath().includes(t));if(!this.dragging&&(t||!e.composedPath().includes(this))){Q(this,Cl,wl).call(this,null);return}let n=this.mediaSeekableEnd;if(!n)return;let r=T(this.shadowRoot,`#preview-rail`),i=T(this.shadowRoot,`[part~="preview-box"]`),a=Q(this,hl,gl).call(this,Y(this,al)),o=(e.clientX-a.range.left)/a.range.width;o=Math.max(0,Math.min(1,o));let s=Q(this,_l,vl).call(this,a,o),c=Q(this,yl,bl).call(this,a,o);r.style.transform=`translateX(${s})`,r.style.setProperty(`--_range-width`,`${a.range.width}`),i.style.setProperty(`--_box-shift`,`${c}`),i.style.setProperty(`--_box-width`,`${a.box.width}px`);let l=Math.round(Y(this,il))-Math.round(o*n);Math.abs(l)<1&&o>.01&&o<.99||(Z(this,il,o*n),Q(this,Cl,wl).call(this,Y(this,il)))},Cl=new WeakSet,wl=function(e){this.dispatchEvent(new C.CustomEvent(_.MEDIA_PREVIEW_REQUEST,{composed:!0,bubbles:!0,detail:e}))},Tl=new WeakSet,El=function(){Y(this,nl).stop();let e=Al(this);this.dispatchEvent(new C.CustomEvent(_.MEDIA_SEEK_REQUEST,{composed:!0,bubbles:!0,detail:e}))},jl.shadowRootOptions={mode:`open`},jl.getContainerTemplateHTML=Ol,C.customElements.get(`media-time-range`)||C.customElements.define(`media-time-range`,jl);var Ml=jl,Nl=(e,t,n)=>{if(!t.has(e))throw TypeError(`Cannot `+n)},Pl=(e,t,n)=>(Nl(e,t,`read from private field`),n?n.call(e):t.get(e)),Fl=(e,t,n)=>{if(t.has(e))throw TypeError(`Cannot add the same private member more than once`);t instanceof WeakSet?t.add(e):t.set(e,n)},Il,Ll=1,Rl=e=>e.mediaMuted?0:e.mediaVolume,zl=e=>`${Math.round(e*100)}%`,Bl=class extends Ca{constructor(){super(...arguments),Fl(this,Il,()=>{let e=this.range.value,t=new C.CustomEvent(_.MEDIA_VOLUME_REQUEST,{composed:!0,bubbles:!0,detail:e});this.dispatchEvent(t)})}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_VOLUME,y.MEDIA_MUTED,y.MEDIA_VOLUME_UNAVAILABLE]}connectedCallback(){super.connectedCallback(),this.range.setAttribute(`aria-label`,d(`volume`)),this.range.addEventListener(`input`,Pl(this,Il))}disconnectedCallback(){this.range.removeEventListener(`input`,Pl(this,Il)),super.disconnectedCallback()}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),(e===y.MEDIA_VOLUME||e===y.MEDIA_MUTED)&&(this.range.valueAsNumber=Rl(this),this.range.setAttribute(`aria-valuetext`,zl(this.range.valueAsNumber)),this.updateBar())}get mediaVolume(){return E(this,y.MEDIA_VOLUME,Ll)}set mediaVolume(e){D(this,y.MEDIA_VOLUME,e)}get mediaMuted(){return O(this,y.MEDIA_MUTED)}set mediaMuted(e){k(this,y.MEDIA_MUTED,e)}get mediaVolumeUnavailable(){return A(this,y.MEDIA_VOLUME_UNAVAILABLE)}set mediaVolumeUnavailable(e){j(this,y.MEDIA_VOLUME_UNAVAILABLE,e)}};Il=new WeakMap,C.customElements.get(`media-volume-range`)||C.customElements.define(`media-volume-range`,Bl);var Vl=Bl;function Hl(e){return`
      <style>
        :host {
          min-width: 4ch;
          padding: var(--media-button-padding, var(--media-control-padding, 10px 5px));
          width: 100%;
          display: grid;
          grid-template-columns: 1fr auto;
          gap: 1rem;
          font-weight: var(--media-button-font-weight, normal);
        }

        #checked-indicator {
          display: none;
        }

        :host([${y.MEDIA_LOOP}]) #checked-indicator {
          display: block;
        }
      </style>
      
      <span id="icon">
     </span>

      <div id="checked-indicator">
        <svg aria-hidden="true" viewBox="0 1 24 24" part="checked-indicator indicator">
          <path d="m10 15.17 9.193-9.191 1.414 1.414-10.606 10.606-6.364-6.364 1.414-1.414 4.95 4.95Z"/>
        </svg>
      </div>
    `}function Ul(){return d(`Loop`)}var Wl=class extends U{constructor(){super(...arguments),this.container=null}static get observedAttributes(){return[...super.observedAttributes,y.MEDIA_LOOP]}connectedCallback(){super.connectedCallback(),this.container=this.shadowRoot?.querySelector(`#icon`)||null,this.container&&(this.container.textContent=d(`Loop`))}attributeChangedCallback(e,t,n){super.attributeChangedCallback(e,t,n),e===y.MEDIA_LOOP&&this.container&&this.setAttribute(`aria-checked`,this.mediaLoop?`true`:`false`)}get mediaLoop(){return O(this,y.MEDIA_LOOP)}set mediaLoop(e){k(this,y.MEDIA_LOOP,e)}handleClick(){let e=!this.mediaLoop,t=new C.CustomEvent(_.MEDIA_LOOP_REQUEST,{composed:!0,bubbles:!0,detail:e});this.dispatchEvent(t)}};Wl.getSlotTemplateHTML=Hl,Wl.getTooltipContentHTML=Ul,C.customElements.get(`media-loop-button`)||C.customElements.define(`media-loop-button`,Wl);var Gl=Wl;function $(e){if(typeof e==`boolean`)return e?``:void 0;if(typeof e!=`function`){if(Array.isArray(e)&&e.every(e=>typeof e==`string`||typeof e==`number`||typeof e==`boolean`))return e.join(` `);if(!(typeof e==`object`&&e))return e}}g({tagName:`media-gesture-receiver`,elementClass:tt,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-container`,elementClass:Nt,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-chrome-dialog`,elementClass:an,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-keyboard-shortcuts-dialog`,elementClass:vn,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var Kl=g({tagName:`media-controller`,elementClass:ri,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-tooltip`,elementClass:si,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-chrome-button`,elementClass:Ti,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-airplay-button`,elementClass:ji,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-captions-button`,elementClass:Bi,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-cast-button`,elementClass:qi,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-chrome-range`,elementClass:wa,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var ql=g({tagName:`media-control-bar`,elementClass:Ma,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-text-display`,elementClass:Va,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-duration-display`,elementClass:Ya,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-error-dialog`,elementClass:lo,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var Jl=g({tagName:`media-fullscreen-button`,elementClass:So,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-live-button`,elementClass:jo,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-loading-indicator`,elementClass:Uo,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var Yl=g({tagName:`media-mute-button`,elementClass:Zo,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-pip-button`,elementClass:rs,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-playback-rate-button`,elementClass:ms,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var Xl=g({tagName:`media-play-button`,elementClass:xs,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-poster-image`,elementClass:Ds,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-preview-chapter-display`,elementClass:Ps,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-preview-thumbnail`,elementClass:Hs,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-preview-time-display`,elementClass:Ys,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-seek-backward-button`,elementClass:ic,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-seek-forward-button`,elementClass:pc,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var Zl=g({tagName:`media-time-display`,elementClass:zc,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),Ql=g({tagName:`media-time-range`,elementClass:Ml,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});g({tagName:`media-volume-range`,elementClass:Vl,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}}),g({tagName:`media-loop-button`,elementClass:Gl,react:f.default,toAttributeValue:$,defaultProps:{suppressHydrationWarning:!0}});var $l=n(),eu=`/work/wt/ssr/src/views/video-player.tsx`;function tu({src:e,poster:t,label:n,onFailed:a}){let o=(0,f.useCallback)(e=>{e?.error&&a()},[a]);return(0,$l.jsxDEV)(Kl,{lang:`zh-CN`,className:`block h-full w-full bg-black`,children:[(0,$l.jsxDEV)(`video`,{slot:`media`,ref:o,src:e,poster:i(t),"aria-label":n,width:r.boxPx,height:r.boxPx,preload:`metadata`,playsInline:!0,onError:a,className:`h-full w-full object-contain`},void 0,!1,{fileName:eu,lineNumber:42,columnNumber:7},this),(0,$l.jsxDEV)(ql,{className:`w-full`,children:[(0,$l.jsxDEV)(Xl,{},void 0,!1,{fileName:eu,lineNumber:56,columnNumber:9},this),(0,$l.jsxDEV)(Ql,{className:`min-w-0 flex-1`},void 0,!1,{fileName:eu,lineNumber:57,columnNumber:9},this),(0,$l.jsxDEV)(Zl,{showDuration:!0,noToggle:!0,"aria-hidden":`true`},void 0,!1,{fileName:eu,lineNumber:60,columnNumber:9},this),(0,$l.jsxDEV)(Yl,{},void 0,!1,{fileName:eu,lineNumber:61,columnNumber:9},this),(0,$l.jsxDEV)(Jl,{},void 0,!1,{fileName:eu,lineNumber:62,columnNumber:9},this)]},void 0,!0,{fileName:eu,lineNumber:55,columnNumber:7},this)]},void 0,!0,{fileName:eu,lineNumber:40,columnNumber:5},this)}export{tu as VideoPlayer};
//# sourceMappingURL=video-player-Dc4lG9So.js.map