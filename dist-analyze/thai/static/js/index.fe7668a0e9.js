(()=>{"use strict";var e,t,n,r,a,i,o,l={k(e,t,n){var r=n("S");let a={profile:"/api/account/profile"};n.d(t,{},{I:a,i:{login:e=>(0,r.bE)("/api/login",e),logout:function(){let e=arguments.length>0&&void 0!==arguments[0]?arguments[0]:{};return(0,r.bE)("/api/logout",void 0,e)},validate:e=>(0,r.bE)("/api/account/validate",e),register:e=>(0,r.bE)("/api/account",e),profile:()=>(0,r.Jt)(a.profile),updateProfile:e=>(0,r.yJ)(a.profile,e),updateBankAccountName:e=>(0,r.yJ)("/api/account/bankAccountName",e),changePassword:e=>(0,r.yJ)("/api/account/changepwd",e)}})},nB(e,t,n){let r=new Set(["UNAUTHORIZED","EXPIRED_AUTH_TOKEN","INVALID_USER_1","INVALID_USER_2","INVALID_USER_3","INVALID_USER_4"]);n.d(t,{},{Lo:function(e){return"invalid-token"===e.kind||"server"===e.kind&&r.has(e.code)},hD:class extends Error{kind;code;status;constructor(e,t,n=0){super(t),this.name="ApiError",this.kind=e,this.code=t,this.status=n}},kc:function(e){switch(e.kind){case"network":return{id:"error.network"};case"timeout":return{id:"error.timeout"};case"invalid-token":return{id:"error.invalidToken"};case"gone":case"aborted":return{id:"error.unknown"};case"server":if(r.has(e.code))return{id:"error.identity"};return e.code?{id:`error.${e.code}`,raw:e.code}:{id:"error.unknown"}}}})},S(e,t,n){n.d(t,{ic:()=>c,yH:()=>v,Jt:()=>g,bE:()=>m,yJ:()=>b,D1:()=>u,oA:()=>x,Se:()=>y});var r=n("ty"),a=n("nB");let i="invalid-token",o={getToken:()=>null,getLanguage:()=>null,onTerminated:()=>{},onSessionEnded:()=>{}},l="".replace(/\/+$/,"");function c(e){e.getToken&&(o.getToken=e.getToken),e.getLanguage&&(o.getLanguage=e.getLanguage),e.onTerminated&&(o.onTerminated=e.onTerminated),e.onSessionEnded&&(o.onSessionEnded=e.onSessionEnded),void 0!==e.baseUrl&&(l=e.baseUrl.replace(/\/+$/,""))}function d(e){return/^https?:\/\//.test(e)?e:`${l}${e.startsWith("/")?e:`/${e}`}`}let s=/^[a-z][a-z\d+.-]*:/i;function u(e){if("string"!=typeof e||!e.trim())return null;let t=e.trim();return(0,r.vH)(s.test(t)?t:d(t),globalThis.location?.href)}function h(e){let t={"X-Requester":"wallet-user",Accept:"application/json"};e&&(t["Content-Type"]="application/json");let n=o.getLanguage();n&&(t["Accept-Language"]=n);let r=o.getToken();return r&&(t.Authorization=`Bearer ${r}`),t}function p(e,t){let n=function(e){if(e&&"object"==typeof e&&"message"in e){let{message:t}=e;return"string"==typeof t?t:null}return null}(t);if("gone"===n)return o.onTerminated(),{ok:!1,error:new a.hD("gone","gone",e)};if(e>=200&&e<300)return{ok:!0,data:t};if(n===i||401===e){let t=new a.hD("invalid-token",n??i,e);return o.onSessionEnded(),{ok:!1,error:t}}let r=new a.hD("server",n??`HTTP_${e}`,e);return(0,a.Lo)(r)&&o.onSessionEnded(),{ok:!1,error:r}}async function f(e,t){let n=arguments.length>2&&void 0!==arguments[2]?arguments[2]:{},r=AbortSignal.timeout(n.timeoutMs??6e4),i=n.signal?AbortSignal.any([n.signal,r]):r,o=void 0!==n.body;try{let r=await fetch(d(t),{method:e,headers:h(o),body:o?JSON.stringify(n.body):void 0,signal:i});return p(r.status,await async function(e){let t=await e.text();if(!t)return null;try{return JSON.parse(t)}catch{return{message:t.slice(0,200)}}}(r))}catch(e){if(r.aborted)return{ok:!1,error:new a.hD("timeout","timeout")};if(n.signal?.aborted)return{ok:!1,error:new a.hD("aborted","aborted")};return{ok:!1,error:new a.hD("network","network")}}}let g=(e,t)=>f("GET",e,t),m=(e,t,n)=>f("POST",e,{...n,body:t??{}}),b=(e,t,n)=>f("PUT",e,{...n,body:t??{}}),v=(e,t)=>f("DELETE",e,t);function y(e,t){let n=arguments.length>2&&void 0!==arguments[2]?arguments[2]:{};return new Promise(r=>{let i=new XMLHttpRequest;for(let[t,n]of(i.open("POST",d(e)),Object.entries(h(!1))))i.setRequestHeader(t,n);i.timeout=n.timeoutMs??3e5,i.upload.onprogress=e=>{e.lengthComputable&&n.onProgress?.(e.loaded/e.total)},i.onload=()=>{let e=null;try{e=i.responseText?JSON.parse(i.responseText):null}catch{e={message:i.responseText.slice(0,200)}}r(p(i.status,e))},i.onerror=()=>r({ok:!1,error:new a.hD("network","network")}),i.ontimeout=()=>r({ok:!1,error:new a.hD("timeout","timeout")}),i.onabort=()=>r({ok:!1,error:new a.hD("aborted","aborted")}),n.signal?.addEventListener("abort",()=>i.abort(),{once:!0}),i.send(t)})}async function x(e){let t=await e;if(t.ok)return t.data;throw t.error}},Qt(e,t,n){var r=n("S");let a={banks:"/api/lookup/banks",deposit:"/api/lookup/deposit",conditions:"/api/lookup/conditions",agreements:"/api/lookup/agreements",info:"/api/lookup/info",notice:"/api/lookup/notice",contact:"/api/lookup/contact",withdraw:"/api/lookup/withdraw",slip:"/api/lookup/slip",sources:"/api/lookup/sources",active:"/api/lookup/active",registerOTP:"/api/lookup/registerOTP",enableChatWidget:"/api/lookup/enableChatWidget"};n.d(t,{},{MP:function(e,t){return e.replaceAll("%percentFail%",String(t))},lG:{banks:()=>(0,r.Jt)(a.banks),deposit:()=>(0,r.Jt)(a.deposit),conditions:()=>(0,r.Jt)(a.conditions),agreements:()=>(0,r.Jt)(a.agreements),info:()=>(0,r.Jt)(a.info),notice:()=>(0,r.Jt)(a.notice),contact:()=>(0,r.Jt)(a.contact),withdraw:()=>(0,r.Jt)(a.withdraw),slip:()=>(0,r.Jt)(a.slip),sources:()=>(0,r.Jt)(a.sources),active:()=>(0,r.Jt)(a.active),registerOTP:()=>(0,r.Jt)(a.registerOTP),enableChatWidget:()=>(0,r.Jt)(a.enableChatWidget)},n$:a})},m(e,t,n){let r;var a=n("w");n("Vz"),n("J"),n("R"),n("Jp");var i=n.p+"static/svg/thai-logo.a06e9edb6a.svg";let o="demo1234",l={...{locales:["th","la","en"],englishNameBanks:["KTB","TMB","BBL"],localBanks:[],intlPolyfillLocales:[],timeZone:"Asia/Bangkok",utcOffsetMinutes:420,howto:[{titleId:"howto.video.wallet",src:"/api/media/howto/wallet.mp4"},{titleId:"howto.video.enterGame",src:"/api/media/howto/enter-game.mp4"},{titleId:"howto.video.checkBalance",src:"/api/media/howto/check-balance.mp4"},{titleId:"howto.video.receiveBonus",src:"/api/media/howto/receive-bonus.mp4"},{titleId:"howto.video.endBonus",src:"/api/media/howto/end-bonus.mp4"}],truelinkPublicKey:`-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA34nGGzRLgg1R73rRrdrZ
De6RZOSX4aGIGXeEd4uUUuMiKiUgxYHk11veHAtTHsNA8VKDvICrDQQJIidyTcHT
6jBvuGDcuFTOtMchtTXLYdzi0kCgP2vgr1dfg0hVBSjMgfOnxByoX6zEA87+57Vo
WgJMH0oiQVMsx/P3ovbmXTVC7x7Sm3BOsJo363+X/hRB75GAgIMaWJALT+AMA3ws
9d7PaOeJqK+SWnL7U2sxIm6iwkkDJ0GUg7E9+1H6l5pJL7/6e5u/KB6fZBiBEy7L
IMVo7PpxwVA6IvSR1kWNbNyZorGtKG/SGRdA0L/yC66PeScQfujh4ZQV4WpxA1ny
qwIDAQAB
-----END PUBLIC KEY-----`},id:"thai",appName:"Siam Wallet",defaultLocale:"th",phone:{length:10,placeholder:"0XX XXX XXXX"},currencies:[],recommendedBanks:["KBANK","SCB"],theme:{primary:"#0a7d5a",onPrimary:"#ffffff",accent:"#f2b705",background:"#0e1512",surface:"#17221d",surfaceAlt:"#213029",text:"#f3f6f4",textMuted:"#a9b8b0",border:"#2f4239",danger:"#ff7a7a",success:"#3dbb7d",dangerStrong:"#b42318",successStrong:"#15803d",warning:"#f5a524",fontFamily:"'Noto Sans Thai', 'Noto Sans Lao', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",radius:"12px"},shell:{logoFile:"assets/brand/thai-logo.svg",preloadFont:"noto-sans-thai-thai-400-normal"}};({...l,localDepositAccount:null,website:"https://thai.wallet.example.com",contactText:{en:"Our team answers around the clock, every day.",th:"ติดต่อเจ้าหน้าที่ได้ตลอด 24 ชั่วโมง ทุกวัน",la:"ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກມື້."},chatApp:{name:"@siamwallet",link:"https://line.me/R/ti/p/@siamwallet"},demo:{phone:"0812345678",password:o},extraDemoLogins:[{phone:"0898765432",password:o,shows:"KTB account with a Thai-script name"}]});let c={...l,logo:i};var d=n("u"),s=n("W"),u=n("S"),h=n("L"),p=n("Z"),f=n("h"),g=n("r"),m=n("ZD");function b(e,t){window.location.pathname!==e&&(0,m.oo)(e,t)}var v=n("A"),y=n("B"),x=n("N"),w=n("a");function k(){let e=(0,v.u)();return(0,a.Y)(w.mL,{styles:(0,w.AH)`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          color-scheme: dark;
        }
        body {
          margin: 0;
          min-height: 100dvh;
          background: ${e.background};
          color: ${e.text};
          font-family: ${e.fontFamily};
          font-size: 15px;
          line-height: 1.5;
          -webkit-tap-highlight-color: transparent;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        a {
          color: ${e.accent};
        }
        :focus-visible {
          outline: 2px solid ${e.accent};
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute;
          width: 1px;
          height: 1px;
          /* A list's own padding would make it wider than its 1 px. */
          padding: 0;
          margin: -1px;
          border: 0;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
      `})}var Y=n("e"),A=n("ly");function S(e){let{brand:t,children:n}=e;return(0,a.Y)(A.F.Provider,{value:t,children:n})}var M=n("mc");function $(e){let{children:t}=e,n=(0,y.md)(h.WF),[i,o]=(0,d.useState)(()=>{let e=(0,g.ju)(n);return e?{locale:n,messages:e}:null});return((0,d.useEffect)(()=>{let e=!1;(0,g.fH)(n,[...new Set([...(0,g.Cm)(),"rest"])]).then(t=>{e||o({locale:n,messages:t})},()=>{});let t=(0,g.sl)(t=>{let r=(0,g.ju)(t);!e&&t===n&&r&&o({locale:n,messages:r})});return()=>{e=!0,t()}},[n]),(0,d.useEffect)(()=>{i&&(document.documentElement.lang=(0,p.uE)(i.locale))},[i]),i)?(0,a.Y)(M.Dk,{locale:(0,p.uE)(i.locale),messages:i.messages,defaultLocale:"en",onError:r,children:t}):null}var D=n("Sy");let H=(0,d.lazy)(()=>n.e(0).then(n.bind(n,"aV")).then(e=>({default:e.DialogHost})));function E(){return null===(0,y.md)(x.A)?null:(0,a.Y)(d.Suspense,{fallback:null,children:(0,a.Y)(H,{})})}function F(e){let{brand:t,store:n=D.j,children:r}=e;return(0,a.Y)(S,{brand:t,children:(0,a.Y)(y.Kq,{store:n,children:(0,a.FD)(v.a,{theme:t.theme,children:[(0,a.Y)(k,{}),(0,a.FD)($,{children:[r,(0,a.Y)(Y.l$,{}),(0,a.Y)(E,{})]})]})})})}var T=n("HW"),z=n("k"),j=n("gR"),O=n("vM"),L=n("nQ"),B=n("Y"),C=n("XR"),I=n("lW");function P(){let e=(0,v.u)(),t=(0,M.tz)(),n=(0,A.P)(),[r,i]=(0,h.Ym)(),o=(0,h._Q)(),{login:l}=(0,h.wV)(),c=(0,j.b)(),[,s]=(0,T.zy)(),[u,p]=(0,d.useState)(""),[f,g]=(0,d.useState)(""),[m,b]=(0,d.useState)(!0),[y,x]=(0,d.useState)(!1),[k,Y]=(0,d.useState)(null),{run:S,busy:$}=(0,I.y)(async()=>{let e=u.trim();if(!e||!f)return void Y(t.formatMessage({id:"login.required"}));let n=await z.i.login({username:e,password:f,remember:m});n.ok?(l(n.data.token,m),s("/user",{replace:!0})):Y(c(n.error))});return(0,a.FD)("section",{css:(0,w.AH)`
        max-width: 420px;
        margin: 0 auto;
        padding: 16px;
      `,children:[(0,a.Y)("div",{css:(0,w.AH)`display: flex; justify-content: flex-end;`,children:(0,a.Y)(C.p,{label:t.formatMessage({id:"language.label"}),value:r,options:o,onChange:i})}),(0,a.FD)("div",{css:(0,w.AH)`text-align: center; margin: 24px 0;`,children:[(0,a.Y)("img",{src:n.logo,alt:"",width:72,height:72}),(0,a.Y)("h1",{css:(0,w.AH)`margin: 8px 0 0; font-size: 22px;`,children:(0,a.Y)(M.sA,{id:"login.title"})}),(0,a.Y)("p",{css:(0,w.AH)`margin: 4px 0 0; color: ${e.textMuted};`,children:(0,a.Y)(M.sA,{id:"login.welcome",values:{appName:n.appName}})})]}),(0,a.FD)("form",{noValidate:!0,onSubmit:function(e){e.preventDefault(),S()},css:(0,w.AH)`
          display: grid;
          gap: 14px;
          padding: 16px;
          border-radius: ${e.radius};
          background: ${e.surface};
        `,children:[(0,a.Y)(L.D0,{label:(0,a.Y)(M.sA,{id:"login.phone"}),name:"username",type:"tel",inputMode:"tel",autoComplete:"username",placeholder:n.phone.placeholder,value:u,onChange:e=>{p(e.target.value),Y(null)}}),(0,a.Y)(L.D0,{label:(0,a.Y)(M.sA,{id:"login.password"}),name:"password",type:y?"text":"password",autoComplete:"current-password",value:f,onChange:e=>{g(e.target.value),Y(null)},trailing:(0,a.Y)(O.$,{variant:"secondary",size:"sm","aria-pressed":y,"aria-label":t.formatMessage({id:y?"login.hidePassword":"login.showPassword"}),onClick:()=>x(e=>!e),children:y?(0,a.Y)(B.aR,{size:20}):(0,a.Y)(B.bM,{size:20})})}),(0,a.FD)("label",{css:(0,w.AH)`display: flex; align-items: center; gap: 8px;`,children:[(0,a.Y)("input",{type:"checkbox",checked:m,onChange:e=>b(e.target.checked),css:(0,w.AH)`width: 20px; height: 20px;`}),(0,a.Y)(M.sA,{id:"login.remember"})]}),k?(0,a.Y)("p",{role:"alert",css:(0,w.AH)`margin: 0; color: ${e.danger}; font-weight: 600;`,children:k}):null,(0,a.Y)(O.$,{type:"submit",block:!0,loading:$,children:(0,a.Y)(M.sA,{id:"login.submit"})})]}),(0,a.FD)("p",{css:(0,w.AH)`text-align: center;`,children:[(0,a.Y)(M.sA,{id:"login.noAccount"})," ",(0,a.Y)(T.N_,{href:"/register",children:t.formatMessage({id:"login.register"})})]})]})}let N="site-terminated";var R=n("Q");function J(){let e=(0,v.u)();return(0,d.useEffect)(()=>{document.body.classList.add(N)},[]),(0,a.Y)(R.Y,{title:(0,a.Y)(M.sA,{id:"terminated.title"}),children:(0,a.Y)("p",{css:(0,w.AH)`
          padding: 16px;
          border-radius: ${e.radius};
          background: ${e.surface};
          border: 1px solid ${e.danger};
        `,children:(0,a.Y)(M.sA,{id:"terminated.text"})})})}var U=n("U");let _=(0,d.lazy)(()=>(0,U.$)(n.e("0z").then(n.bind(n,"yY")),["rest"]));function X(){let[e,t]=(0,d.useState)(!1);return(0,d.useEffect)(()=>{let e=()=>t(!0),n=()=>"function"==typeof requestIdleCallback?requestIdleCallback(e,{timeout:2e3}):setTimeout(e,200);"complete"===document.readyState?n():addEventListener("load",n,{once:!0})},[]),e?(0,a.Y)(d.Suspense,{fallback:null,children:(0,a.Y)(_,{})}):null}var q=n("Qt");function W(e){let{children:t}=e;return(0,y.md)(h.z_)?(0,a.Y)(a.FK,{children:t}):(0,a.Y)(T.rd,{to:"~/login",replace:!0})}function G(){let[e,t]=(0,T.zy)();return(0,d.useEffect)(()=>{if("/login"!==e)return;let n=!1;return q.lG.active().then(e=>{n||(e.ok&&"gone"===e.data.terminated?t("/terminated",{replace:!0}):document.body.classList.remove(N))}),()=>{n=!0}},[e,t]),null}var V=n("Ld"),K=n("BA");let Q=(0,d.lazy)(()=>(0,U.$)(Promise.all([n.e(3),n.e("n9")]).then(n.bind(n,"hZ")),["core","rest"])),Z=(0,d.lazy)(()=>(0,U.$)(Promise.all([n.e(3),n.e("i")]).then(n.bind(n,"wu")),["core","rest","guest"])),ee=(0,d.lazy)(()=>n.e("v").then(n.bind(n,"tM"))),et=["/login","/register","/howto","/contact"];function en(){let[e]=(0,T.zy)();return(0,a.FD)(a.FK,{children:[(0,a.Y)(G,{}),(0,a.Y)(X,{}),et.includes(e)?(0,a.Y)(K.O,{children:"/login"===e?(0,a.Y)(P,{}):(0,a.Y)(d.Suspense,{fallback:(0,a.Y)(V.G,{}),children:(0,a.Y)(Z,{})})}):(0,a.FD)(T.dO,{children:[(0,a.Y)(T.qh,{path:"/",children:(0,a.Y)(T.rd,{to:"/user",replace:!0})}),(0,a.Y)(T.qh,{path:"/terminated",component:J}),(0,a.Y)(T.qh,{path:"/user",nest:!0,children:(0,a.Y)(W,{children:(0,a.Y)(d.Suspense,{fallback:(0,a.Y)(V.G,{}),children:(0,a.Y)(Q,{})})})}),(0,a.Y)(T.qh,{children:(0,a.Y)(d.Suspense,{fallback:(0,a.Y)(V.G,{}),children:(0,a.Y)(ee,{})})})]})]})}(0,u.ic)({getToken:f.AI,getLanguage:()=>(0,p.uE)(D.j.get(h.WF)),onTerminated:()=>b("/terminated",{replace:!0}),onSessionEnded:()=>(function(e){let t=arguments.length>1&&void 0!==arguments[1]?arguments[1]:b;(0,h.Sn)({outbox:!1}),e.set(h.z_,null),t("/login",{replace:!0})})(D.j)}),document.title=c.appName,document.querySelector('meta[name="theme-color"]')?.setAttribute("content",c.theme.surface);let er=(0,h.Fq)(c.defaultLocale);D.j.set(h.WF,er);let ea=document.getElementById("root");ea&&(0,g.fH)(er,["core"]).catch(()=>void 0).finally(()=>{(0,d.startTransition)(()=>{(0,s.createRoot)(ea).render((0,a.Y)(d.StrictMode,{children:(0,a.Y)(F,{brand:c,children:(0,a.Y)(en,{})})}))}),requestAnimationFrame(()=>performance.mark("wallet:first-render"))})},r(e,t,n){let r={th:{core:()=>n.e("h1").then(n.bind(n,"E")),guest:()=>n.e("j").then(n.bind(n,"b")),deposit:()=>n.e("0b").then(n.bind(n,"iV")),member:()=>n.e("jj").then(n.bind(n,"a8")),spin:()=>n.e("zt").then(n.bind(n,"p")),rest:()=>n.e("h3").then(n.bind(n,"mV")),transfer:()=>n.e("s7").then(n.bind(n,"ey")),chat:()=>n.e("xf").then(n.bind(n,"y3"))},la:{core:()=>n.e(54).then(n.bind(n,"Wh")),guest:()=>n.e(1).then(n.bind(n,"oa")),deposit:()=>n.e("lg").then(n.bind(n,"z")),member:()=>n.e("yl").then(n.bind(n,"P")),spin:()=>n.e(9).then(n.bind(n,"aH")),rest:()=>n.e("7u").then(n.bind(n,"k1O")),transfer:()=>n.e("ls").then(n.bind(n,"d3")),chat:()=>n.e("x7").then(n.bind(n,"QT"))},en:{core:()=>n.e("bv").then(n.bind(n,"BQ")),guest:()=>n.e("rg").then(n.bind(n,"zf")),deposit:()=>n.e("hd").then(n.bind(n,"f")),member:()=>n.e("vv").then(n.bind(n,"zm")),spin:()=>n.e("bi").then(n.bind(n,"nv")),rest:()=>n.e("vx").then(n.bind(n,"Ba")),transfer:()=>n.e("c").then(n.bind(n,"s")),chat:()=>n.e("my").then(n.bind(n,"dd"))}},a=new Map,i=new Map,o=new Set(["core"]),l=new Set;n.d(t,{},{Cm:function(){return[...o]},fH:async function(e){let t=arguments.length>1&&void 0!==arguments[1]?arguments[1]:["core","rest"];for(let e of t)o.add(e);return await Promise.all(t.map(t=>{let n,o;return n=`${e}:${t}`,(o=a.get(n))||(o=r[e][t]().then(t=>{for(let n of(i.set(e,{...i.get(e),...t.default}),l))n(e)},e=>{throw a.delete(n),e}),a.set(n,o)),o})),i.get(e)??{}},ju:function(e){return i.get(e)},sl:function(e){return l.add(e),()=>l.delete(e)}})},Ld(e,t,n){var r=n("w"),a=n("mc"),i=n("i");n.d(t,{},{G:function(){let e=(0,a.tz)();return(0,r.Y)("div",{style:{display:"grid",placeItems:"center",minHeight:"60vh"},children:(0,r.Y)(i.y,{size:28,label:e.formatMessage({id:"app.loading"})})})}})},BA(e,t,n){var r=n("w"),a=n("a"),i=n("mc"),o=n("HW"),l=n("UX"),c=n("Y");n("d"),n.d(t,{},{O:function(e){let{children:t,header:n}=e,d=(0,i.tz)(),[s]=(0,o.zy)(),u=[{key:"home",href:"/login",label:d.formatMessage({id:"nav.home"}),icon:(0,r.Y)(c.fA,{})},{key:"register",href:"/register",label:d.formatMessage({id:"nav.register"}),icon:(0,r.Y)(c.R0,{})},{key:"howto",href:"/howto",label:d.formatMessage({id:"nav.howto"}),icon:(0,r.Y)(c.ud,{})},{key:"contact",href:"/contact",label:d.formatMessage({id:"nav.contact"}),icon:(0,r.Y)(c.oy,{})}].map(e=>({...e,active:e.href===s}));return(0,r.FD)("div",{css:(0,a.AH)`
        min-height: 100dvh;
        padding-top: env(safe-area-inset-top);
        padding-bottom: calc(${80}px + env(safe-area-inset-bottom));
      `,children:[n,(0,r.Y)("main",{children:t}),(0,r.Y)(l.N,{items:u,label:d.formatMessage({id:"nav.public"}),renderLink:(e,t,n)=>(0,r.Y)(o.N_,{href:e.href??"/",className:t,"aria-current":e.active?"page":void 0,children:n})})]})}})},Sy(e,t,n){let r=(0,n("oh").y$)();n.d(t,{},{j:r})},U(e,t,n){var r=n("L"),a=n("r"),i=n("Sy");n.d(t,{},{$:function(e,t){return Promise.all([e,(0,a.fH)(i.j.get(r.WF),t).catch(()=>void 0)]).then(e=>{let[t]=e;return t})}})},ly(e,t,n){var r=n("u");let a=(0,r.createContext)(null);n.d(t,{},{F:a,P:function(){let e=(0,r.useContext)(a);if(!e)throw Error("useBrand needs the BrandContext of the app");return e}})},gR(e,t,n){var r=n("u"),a=n("mc"),i=n("nB");n.d(t,{},{C:function(){let e=(0,a.tz)();return(0,r.useCallback)(t=>{let n=`error.${t}`;return n in e.messages?e.formatMessage({id:n}):t},[e])},b:function(){let e=(0,a.tz)();return(0,r.useCallback)(t=>{let{id:n,raw:r}=(0,i.kc)(t);return void 0===r||n in e.messages?e.formatMessage({id:n}):r},[e])}})},g(e,t,n){let r=null;n.d(t,{},{I:function(e){r=e},l:function(){r?.()}})},Hq(e,t,n){let r=null;n.d(t,{},{S:function(){r?.()},l:function(e){r=e}})},L(e,t,n){var r=n("oh"),a=n("B"),i=n("u"),o=n("mc"),l=n("k"),c=n("Z"),d=n("h"),s=n("ly"),u=n("g"),h=n("Hq");let p=(0,r.eU)((0,d.AI)()),f=(0,r.eU)("th");function g(e){let{outbox:t}=e;(0,d.L)(),(0,u.l)(),t&&function(){let e,t=(0,d.iG)("chatOutbox");if(!t)return;try{e=JSON.parse(t)}catch{(0,d.Ab)("chatOutbox");return}if(!Array.isArray(e))return(0,d.Ab)("chatOutbox");let n=e.filter(e=>!!e&&"object"==typeof e&&"string"==typeof e.owner&&!e.owner.startsWith("member:"));0===n.length?(0,d.Ab)("chatOutbox"):(0,d.Fb)("chatOutbox",JSON.stringify(n))}()}n.d(t,{},{Fq:function(e){let t=(0,d.iG)("locale");return(0,c.Zd)(t)?t:e},Sn:g,WF:f,Ym:function(){let[e,t]=(0,a.fp)(f);return[e,(0,i.useCallback)(e=>{(0,d.Fb)("locale",e),t(e),(0,h.S)()},[t])]},_Q:function(){let e=(0,o.tz)(),{locales:t}=(0,s.P)();return(0,i.useMemo)(()=>t.map(t=>({value:t,label:e.formatMessage({id:`language.${t}`})})),[e,t])},rd:function(){return(0,a.md)(p)},wV:function(){let e=(0,a.Xr)(p);return{login:(0,i.useCallback)((t,n)=>{(0,u.l)(),(0,d.tK)(t,n),e(t)},[e]),logout:(0,i.useCallback)(async()=>{await l.i.logout({timeoutMs:5e3}),g({outbox:!0}),e(null)},[e])}},z_:p})},Z(e,t,n){let r=["th","la","en"];n.d(t,{},{Zd:function(e){return"string"==typeof e&&r.includes(e)},uE:function(e){return"la"===e?"lo":e}})},ty(e,t,n){let r=function(e){try{return"http:"===new URL(e||"").protocol}catch{return!1}}(globalThis.location?.href);n.d(t,{},{fw:function(e){if("string"!=typeof e)return null;let t=e.replace(/[\s().-]/g,"");return/^\+?\d{3,20}$/.test(t)?`tel:${t}`:null},vH:function(e,t){let n;if("string"!=typeof e)return null;let a=e.trim();if(!a)return null;try{n=void 0===t?new URL(a):new URL(a,t)}catch{return null}return"https:"===n.protocol||r&&"http:"===n.protocol?n.href:null}})},h(e,t,n){function r(e){try{return"local"===e?globalThis.localStorage:globalThis.sessionStorage}catch{return null}}function a(e){try{return r("local")?.getItem(e)??null}catch{return null}}function i(e,t){try{r("local")?.setItem(e,t)}catch{}}function o(e){try{r("local")?.removeItem(e)}catch{}}function l(){o("token");try{r("session")?.removeItem("token")}catch{}}n.d(t,{},{AI:function(){return a("token")??function(e){try{return r("session")?.getItem(e)??null}catch{return null}}("token")},Ab:o,Fb:i,L:l,iG:a,tK:function(e,t){if(l(),t)i("token",e);else try{r("session")?.setItem("token",e)}catch{}}})},UX(e,t,n){var r=n("w"),a=n("A"),i=n("a");function o(e){let{className:t,children:n}=e;return(0,r.Y)(r.FK,{children:n(t??"")})}n("d"),n.d(t,{},{N:function(e){let{items:t,label:n,renderLink:l}=e,c=(0,a.u)(),d=e=>(0,i.AH)`
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-width: 0;
    height: 100%;
    border: 0;
    background: none;
    color: ${e.active?c.accent:c.textMuted};
    font-size: 11px;
    text-decoration: none;
    cursor: pointer;
    ${e.primary?(0,i.AH)`
          span[data-icon] {
            width: 56px;
            height: 56px;
            margin-top: -28px;
            border-radius: 50%;
            display: grid;
            place-items: center;
            background: ${c.primary};
            color: ${c.onPrimary};
            box-shadow: 0 4px 14px rgb(0 0 0 / 0.4);
            border: 3px solid ${c.background};
          }
        `:""}
  `;return(0,r.Y)("nav",{"aria-label":n,css:(0,i.AH)`
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: 50;
        height: calc(${64}px + env(safe-area-inset-bottom));
        padding-bottom: env(safe-area-inset-bottom);
        background: ${c.surface};
        border-top: 1px solid ${c.border};
      `,children:(0,r.Y)("ul",{css:(0,i.AH)`
          display: flex;
          height: ${64}px;
          max-width: 560px;
          margin: 0 auto;
          padding: 0;
          list-style: none;
          li {
            flex: 1;
            display: flex;
          }
        `,children:t.map(e=>{let t=(0,r.FD)(r.FK,{children:[(0,r.Y)("span",{"data-icon":!0,children:e.icon}),(0,r.Y)("span",{children:e.label})]});return(0,r.Y)("li",{children:e.href?(0,r.Y)(o,{css:d(e),children:n=>l(e,n,t)}):(0,r.Y)("button",{type:"button",css:d(e),onClick:e.onSelect,children:t})},e.key)})})})}})},vM(e,t,n){var r=n("w"),a=n("A"),i=n("a"),o=n("i");n.d(t,{},{$:function(e){let{variant:t="primary",loading:n=!1,block:l=!1,size:c="md",disabled:d,children:s,type:u="button",onClick:h,...p}=e,f=(0,a.u)(),g=function(e,t){switch(t){case"primary":return{bg:e.primary,fg:e.onPrimary,border:e.primary};case"danger":return{bg:e.dangerStrong,fg:"#fff",border:e.dangerStrong};case"secondary":return{bg:e.surfaceAlt,fg:e.text,border:e.border};case"ghost":return{bg:"transparent",fg:e.text,border:"transparent"}}}(f,t);return(0,r.FD)("button",{type:u,disabled:d,"aria-busy":n||void 0,"aria-disabled":n||void 0,onClick:e=>{n?e.preventDefault():h?.(e)},css:(0,i.AH)`
        display: ${l?"flex":"inline-flex"};
        width: ${l?"100%":"auto"};
        align-items: center;
        justify-content: center;
        gap: 8px;
        /* 44 x 44 px at least: the touch-target minimum (README), whatever the size. */
        min-height: 44px;
        min-width: 44px;
        padding: 0 ${"md"===c?18:12}px;
        border-radius: ${f.radius};
        border: 1px solid ${g.border};
        background: ${g.bg};
        color: ${g.fg};
        font-weight: 600;
        cursor: pointer;
        touch-action: manipulation;
        &:disabled {
          opacity: 0.5;
          cursor: not-allowed;
        }
        &[aria-busy='true'] {
          cursor: progress;
        }
      `,...p,children:[n?(0,r.Y)(o.y,{}):null,s]})}})},N(e,t,n){var r=n("oh"),a=n("B"),i=n("u");let o=(0,r.eU)(null);n.d(t,{},{A:o,s:function(){let e=(0,a.Xr)(o),t=(0,i.useCallback)(t=>new Promise(n=>{e(e=>(e?.resolve(!1),{...t,resolve:n}))}),[e]);return(0,i.useMemo)(()=>({success:(e,n)=>t({kind:"success",title:e,text:n}),error:(e,n)=>t({kind:"error",title:e,text:n}),confirm:e=>t({kind:"confirm",...e})}),[t])}})},nQ(e,t,n){var r=n("w"),a=n("a"),i=n("A"),o=n("u");let l=e=>(0,a.AH)`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${e.radius};
  border: 1px solid ${e.border};
  background: ${e.surfaceAlt};
  color: ${e.text};
  font-size: 16px;
  &:read-only {
    opacity: 0.75;
  }
  &[aria-invalid='true'] {
    border-color: ${e.danger};
  }
`;n.d(t,{},{D0:function(e){let{label:t,error:n,hint:c,trailing:d,...s}=e,u=(0,i.u)(),h=(0,o.useId)(),p=`${h}-error`,f=`${h}-hint`,g=[n?p:null,c?f:null].filter(Boolean).join(" ");return(0,r.FD)("div",{css:(0,a.AH)`
        display: grid;
        gap: 4px;
      `,children:[(0,r.Y)("label",{htmlFor:h,css:(0,a.AH)`
          font-size: 14px;
          color: ${u.textMuted};
        `,children:t}),(0,r.FD)("div",{css:(0,a.AH)`
          display: flex;
          align-items: center;
          gap: 8px;
        `,children:[(0,r.Y)("input",{id:h,"aria-invalid":!!n||void 0,"aria-describedby":g||void 0,css:l(u),...s}),d]}),c?(0,r.Y)("small",{id:f,css:(0,a.AH)`color: ${u.textMuted};`,children:c}):null,n?(0,r.Y)("small",{id:p,role:"alert",css:(0,a.AH)`color: ${u.danger};`,children:n}):null]})},zM:function(e){let{label:t,error:n,children:c,...d}=e,s=(0,i.u)(),u=(0,o.useId)();return(0,r.FD)("div",{css:(0,a.AH)`display: grid; gap: 4px;`,children:[(0,r.Y)("label",{htmlFor:u,css:(0,a.AH)`font-size: 14px; color: ${s.textMuted};`,children:t}),(0,r.Y)("select",{id:u,"aria-invalid":!!n||void 0,"aria-describedby":n?`${u}-error`:void 0,css:l(s),...d,children:c}),n?(0,r.Y)("small",{id:`${u}-error`,role:"alert",css:(0,a.AH)`color: ${s.danger};`,children:n}):null]})}})},Y(e,t,n){var r=n("w");function a(e){let{size:t=24,children:n,...a}=e;return(0,r.Y)("svg",{width:t,height:t,viewBox:"0 0 24 24",fill:"none",stroke:"currentColor",strokeWidth:2,strokeLinecap:"round",strokeLinejoin:"round","aria-hidden":"true",focusable:"false",...a,children:n})}n.d(t,{},{BS:a,R0:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("circle",{cx:"10",cy:"8",r:"4"}),(0,r.Y)("path",{d:"M2 21c1.3-3.6 4.2-6 8-6"}),(0,r.Y)("path",{d:"M18 14v6M15 17h6"})]}),Sr:e=>(0,r.Y)(a,{...e,children:(0,r.Y)("path",{d:"M5 12.5l4.5 4.5L19 7.5"})}),Td:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("rect",{x:"8",y:"8",width:"12",height:"12",rx:"2"}),(0,r.Y)("path",{d:"M16 8V4H4v12h4"})]}),Ud:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M6 3h9l4 4v14H6z"}),(0,r.Y)("path",{d:"M9 12h7M9 16h7M9 8h3"})]}),XA:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("rect",{x:"5",y:"11",width:"14",height:"10",rx:"2"}),(0,r.Y)("path",{d:"M8 11V7a4 4 0 0 1 8 0v4"})]}),aR:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M3 3l18 18"}),(0,r.Y)("path",{d:"M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a10.3 10.3 0 0 0 5.4-1.6"}),(0,r.Y)("path",{d:"M9.9 9.9a3 3 0 0 0 4.2 4.2"})]}),bM:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"}),(0,r.Y)("circle",{cx:"12",cy:"12",r:"3"})]}),fA:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M3 11 12 4l9 7"}),(0,r.Y)("path",{d:"M5 10v10h14V10"})]}),fN:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M20 11a8 8 0 1 0-2.3 5.7"}),(0,r.Y)("path",{d:"M20 4v7h-7"})]}),kp:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M8 6h12M8 12h12M8 18h12"}),(0,r.Y)("circle",{cx:"4",cy:"6",r:"1"}),(0,r.Y)("circle",{cx:"4",cy:"12",r:"1"}),(0,r.Y)("circle",{cx:"4",cy:"18",r:"1"})]}),ny:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("circle",{cx:"12",cy:"8",r:"4"}),(0,r.Y)("path",{d:"M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"})]}),o4:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("path",{d:"M15 4h4v16h-4"}),(0,r.Y)("path",{d:"M10 8l-4 4 4 4M6 12h11"})]}),oy:e=>(0,r.Y)(a,{...e,children:(0,r.Y)("path",{d:"M4 5h16v11H9l-5 4z"})}),ud:e=>(0,r.FD)(a,{...e,children:[(0,r.Y)("circle",{cx:"12",cy:"12",r:"9"}),(0,r.Y)("path",{d:"m10 8 6 4-6 4z"})]})})},XR(e,t,n){var r=n("w"),a=n("A"),i=n("a"),o=n("u");n.d(t,{},{p:function(e){let{label:t,value:n,options:l,onChange:c,compact:d=!1}=e,s=(0,a.u)(),u=(0,o.useId)();return(0,r.FD)("div",{css:(0,i.AH)`display: flex; align-items: center; gap: 6px;`,children:[(0,r.Y)("label",{htmlFor:u,className:d?"visually-hidden":void 0,children:t}),(0,r.Y)("select",{id:u,value:n,onChange:e=>{let t=l.find(t=>t.value===e.target.value);t&&c(t.value)},css:(0,i.AH)`
          min-height: 44px;
          padding: 4px 8px;
          border-radius: 8px;
          border: 1px solid ${s.border};
          background: ${s.surfaceAlt};
        `,children:l.map(e=>(0,r.Y)("option",{value:e.value,disabled:e.value===n,children:e.label},e.value))})]})}})},Q(e,t,n){var r=n("w"),a=n("a");n.d(t,{},{Y:function(e){let{title:t,children:n,actions:i}=e;return(0,r.FD)("section",{css:(0,a.AH)`
        max-width: 560px;
        margin: 0 auto;
        padding: 16px;
      `,children:[(0,r.FD)("header",{css:(0,a.AH)`display: flex; align-items: center; gap: 8px; margin-bottom: 12px;`,children:[(0,r.Y)("h1",{css:(0,a.AH)`flex: 1; margin: 0; font-size: 20px;`,children:t}),i]}),n]})}})},i(e,t,n){var r=n("w"),a=n("a");let i=(0,a.i7)`to { transform: rotate(360deg); }`;n.d(t,{},{y:function(e){let{label:t,size:n=18}=e,o=(0,r.Y)("span",{"aria-hidden":"true",css:(0,a.AH)`
        display: inline-block;
        width: ${n}px;
        height: ${n}px;
        border: 2px solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        animation: ${i} 0.7s linear infinite;
        vertical-align: middle;
      `});return t?(0,r.FD)("span",{role:"status",children:[o,(0,r.Y)("span",{className:"visually-hidden",children:t})]}):o}})},d(){},e(e,t,n){var r=n("w"),a=n("a"),i=n("A"),o=n("oh"),l=n("B"),c=n("u");let d=(0,o.eU)([]),s=1,u=(0,a.i7)`from { transform: translateY(-12px); opacity: 0; } to { transform: none; opacity: 1; }`;function h(e){let{item:t}=e,n=(0,i.u)(),o=(0,l.Xr)(d);return(0,c.useEffect)(()=>{let e=setTimeout(()=>o(e=>e.filter(e=>e.id!==t.id)),4e3);return()=>clearTimeout(e)},[t.id,o]),(0,r.Y)("div",{css:(0,a.AH)`
        pointer-events: auto;
        padding: 10px 14px;
        border-radius: ${n.radius};
        background: ${"success"===t.tone?n.successStrong:n.dangerStrong};
        color: #fff;
        font-weight: 600;
        box-shadow: 0 6px 20px rgb(0 0 0 / 0.35);
        animation: ${u} 0.18s ease-out;
      `,children:t.text})}n.d(t,{},{dj:function(){let e=(0,l.Xr)(d),t=(0,c.useCallback)((t,n)=>{let r=s++;return e(e=>[...e.filter(e=>e.text!==n),{id:r,tone:t,text:n}]),r},[e]);return(0,c.useMemo)(()=>({success:e=>t("success",e),danger:e=>t("danger",e),dismiss:t=>e(e=>e.filter(e=>e.id!==t))}),[t,e])},l$:function(){let e=(0,l.md)(d),t=(0,a.AH)`
    display: grid;
    gap: 8px;
    justify-items: center;
  `;return(0,r.FD)("div",{css:(0,a.AH)`
        position: fixed;
        top: calc(env(safe-area-inset-top) + 12px);
        left: 12px;
        right: 12px;
        z-index: 200;
        display: grid;
        gap: 8px;
        justify-items: center;
        pointer-events: none;
      `,children:[(0,r.Y)("div",{role:"status",css:t,children:e.filter(e=>"success"===e.tone).map(e=>(0,r.Y)(h,{item:e},e.id))}),(0,r.Y)("div",{role:"alert",css:t,children:e.filter(e=>"danger"===e.tone).map(e=>(0,r.Y)(h,{item:e},e.id))})]})}})},lW(e,t,n){var r=n("u");n.d(t,{},{y:function(e){let t=(0,r.useRef)(!1),n=(0,r.useRef)(!0),a=(0,r.useRef)(e);a.current=e;let[i,o]=(0,r.useState)(!1);return(0,r.useEffect)(()=>(n.current=!0,()=>{n.current=!1}),[]),{run:(0,r.useCallback)(async function(){for(var e=arguments.length,r=Array(e),i=0;i<e;i++)r[i]=arguments[i];if(!t.current){t.current=!0,o(!0);try{return await a.current(...r)}finally{t.current=!1,n.current&&o(!1)}}},[]),busy:i}}})}},c={};function d(e){var t=c[e];if(void 0!==t)return t.exports;var n=c[e]={exports:{}};return l[e](n,n.exports,d),n.exports}d.m=l,d.n=e=>{var t=e&&e.__esModule?()=>e.default:()=>e;return d.d(t,{a:t}),t},t=Object.getPrototypeOf?e=>Object.getPrototypeOf(e):e=>e.__proto__,d.t=function(n,r){if(1&r&&(n=this(n)),8&r||"object"==typeof n&&n&&(4&r&&n.__esModule||16&r&&"function"==typeof n.then))return n;var a=Object.create(null);d.r(a);var i={};e=e||[null,t({}),t([]),t(t)];for(var o=2&r&&n;("object"==typeof o||"function"==typeof o)&&!~e.indexOf(o);o=t(o))Object.getOwnPropertyNames(o).forEach(e=>{i[e]=()=>n[e]});return i.default=()=>n,d.d(a,i),a},d.d=(e,t,n)=>{var r=(t,n)=>{for(var r in t)d.o(t,r)&&!d.o(e,r)&&Object.defineProperty(e,r,{enumerable:!0,[n]:t[r]})};r(t,"get"),r(n,"value")},d.f={},d.e=e=>Promise.all(Object.keys(d.f).reduce((t,n)=>(d.f[n](e,t),t),[])),d.u=e=>"static/js/async/"+(({"0b":"locale-th-deposit","0z":"after-load",1:"locale-la-guest",54:"locale-la-core","7u":"locale-la-rest",9:"locale-la-spin",b0:"workbox-window",bi:"locale-en-spin",bv:"locale-en-core",c:"locale-en-transfer",h1:"locale-th-core",h3:"locale-th-rest",h8:"canvas-pixi-wheel",hd:"locale-en-deposit",j:"locale-th-guest",jj:"locale-th-member",lg:"locale-la-deposit",ls:"locale-la-transfer",mq:"canvas-pixi",my:"locale-en-chat",rg:"locale-en-guest",s7:"locale-th-transfer",vv:"locale-en-member",vx:"locale-en-rest",x7:"locale-la-chat",xf:"locale-th-chat",yl:"locale-la-member",zt:"locale-th-spin"})[e]||e)+"."+({0:"e287769121","0b":"8c893c13c1","0l":"75d8b9abcd","0z":"e104c565a9",1:"2c43c6a68b",2:"330e54ed99",21:"eb90051183",3:"78eec37031","3b":"4c8ebebdca",4:"9aaa39f206",5:"5d22bc8826",54:"9fed5d49c2",6:"7a508789c3","6t":"76bb832942",7:"1f96e241e3","7u":"35b8afb4c6",8:"567f3838c8",9:"3ec73db7a2",b:"a773ac3b8f",b0:"5b461b543f",bi:"cf22dc4cd1",bv:"4aff005c35",c:"8072c15a09",d:"2d12655b48",e:"87358c51d9",h:"95405472b4",h1:"e2210fd5ec",h3:"3abe39b938",h8:"14ed2c234b",hd:"b4b73232e8",i:"3c1b67fe9e",if:"1650711c92",j:"5ada67df6d",jj:"49d930b877",l:"e9e523c653",lg:"878eefc494",ls:"6b37a3cf47",mq:"0432f375fa",mt:"55f2090e57",my:"bfceb42be8",n:"aed7c72e09",n9:"b9724d8561",o:"456880e9ff",r:"e6ef77eaf4",rg:"11787a2ee9",s:"7e38180a7c",s7:"74307c1bf6",t:"e7468a8c95",tg:"4925890636",v:"227e08763a",vv:"ae42d08eb2",vx:"0686d472a2",w:"e242e33329",x:"e826305723",x7:"a5df5b5533",xa:"c1f91111fb",xf:"6d6719500e",y:"3c3d42fcf8",yh:"3cb57a64e8",yj:"02e1583670",yl:"39fbe5e1a5",z:"8491a6bc28",zt:"6e3728c7eb"})[e]+".js",d.miniCssF=e=>""+e+".css",d.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),n={},d.l=function(e,t,r,a){if(n[e])return void n[e].push(t);if(void 0!==r)for(var i,o,l=document.getElementsByTagName("script"),c=0;c<l.length;c++){var s=l[c];if(s.getAttribute("src")==e||s.getAttribute("data-rspack")=="gaming-wallet:"+r){i=s;break}}i||(o=!0,(i=document.createElement("script")).timeout=120,d.nc&&i.setAttribute("nonce",d.nc),i.setAttribute("data-rspack","gaming-wallet:"+r),i.src=e),n[e]=[t];var u=function(t,r){i.onerror=i.onload=null,clearTimeout(h);var a=n[e];if(delete n[e],i.parentNode&&i.parentNode.removeChild(i),a&&a.forEach(function(e){return e(r)}),t)return t(r)},h=setTimeout(u.bind(null,void 0,{type:"timeout",target:i}),12e4);i.onerror=u.bind(null,i.onerror),i.onload=u.bind(null,i.onload),o&&document.head.appendChild(i)},d.r=e=>{"u">typeof Symbol&&Symbol.toStringTag&&Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})},r=[],d.O=(e,t,n,a)=>{if(t){a=a||0;for(var i=r.length;i>0&&r[i-1][2]>a;i--)r[i]=r[i-1];r[i]=[t,n,a];return}for(var o=1/0,i=0;i<r.length;i++){for(var[t,n,a]=r[i],l=!0,c=0;c<t.length;c++)(!1&a||o>=a)&&Object.keys(d.O).every(e=>d.O[e](t[c]))?t.splice(c--,1):(l=!1,a<o&&(o=a));if(l){r.splice(i--,1);var s=n();void 0!==s&&(e=s)}}return e},d.p="/",a={q:0},d.f.j=function(e,t){var n=d.o(a,e)?a[e]:void 0;if(0!==n)if(n)t.push(n[2]);else{var r=new Promise((t,r)=>n=a[e]=[t,r]);t.push(n[2]=r);var i=d.p+d.u(e),o=Error();d.l(i,function(t){if(d.o(a,e)&&(0!==(n=a[e])&&(a[e]=void 0),n)){var r=t&&("load"===t.type?"missing":t.type),i=t&&t.target&&t.target.src;o.message="Loading chunk "+e+" failed.\n("+r+": "+i+")",o.name="ChunkLoadError",o.type=r,o.request=i,n[1](o)}},"chunk-"+e,e)}},d.O.j=e=>0===a[e],i=(e,t)=>{var n,r,[i,o,l]=t,c=0;if(i.some(e=>0!==a[e])){for(n in o)d.o(o,n)&&(d.m[n]=o[n]);if(l)var s=l(d)}for(e&&e(t);c<i.length;c++)r=i[c],d.o(a,r)&&a[r]&&a[r][0](),a[r]=0;return d.O(s)},(o=self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).forEach(i.bind(null,0)),o.push=i.bind(null,o.push.bind(o));var s=d.O(void 0,["re","m"],()=>d("m"));s=d.O(s)})();
//# sourceMappingURL=index.fe7668a0e9.js.map