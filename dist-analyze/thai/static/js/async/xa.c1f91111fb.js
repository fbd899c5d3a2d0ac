"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["xa"],{mN(e,t,n){var i=n("S");function r(e){return e.trim().toUpperCase()}n.d(t,{},{J:r,U:{current:()=>(0,i.Jt)("/api/promotion/current"),find:e=>(0,i.Jt)(`/api/promotion/find/${encodeURIComponent(r(e))}`),activate:e=>(0,i.Jt)(`/api/promotion/activate/${encodeURIComponent(r(e))}`)}})},qk(e,t,n){var i=n("S");let r={state:e=>`/api/qrcode/${e}`};n.d(t,{},{r:r,x:{state:e=>(0,i.Jt)(r.state(e)),create:(e,t)=>(0,i.bE)(r.state(e),{amount:t}),cancel:e=>(0,i.yH)(`/api/qrcode/${encodeURIComponent(e)}`)}})},nJ(e,t,n){var i=n("S");let r={list:"/api/statement",slips:"/api/statement/slip"};n.d(t,{},{k:{list:e=>(0,i.bE)(r.list,e),slips:e=>(0,i.bE)(r.slips,e),slipReference:e=>(0,i.Jt)(`/api/statement/slip/reference/${encodeURIComponent(e)}`)},w:r})},OM(e,t,n){n.d(t,{g:()=>a});var i=n("u");let r=null,l={carousel:()=>n.e("mq").then(n.bind(n,"eo")).then(e=>e.createCarouselScene),wheel:()=>Promise.all([n.e("mq"),n.e("3b"),n.e("h8")]).then(n.bind(n,"Qf")).then(e=>e.createWheelScene)};function a(e,t,n){let{enabled:a=!0}=arguments.length>3&&void 0!==arguments[3]?arguments[3]:{},s=(0,i.useRef)(null),[o,c]=(0,i.useState)(()=>a&&function(){if(null!==r)return r;try{if("u"<typeof WebGLRenderingContext)r=!1;else{let e=document.createElement("canvas"),t=e.getContext("webgl2")??e.getContext("webgl");r=null!==t,t?.getExtension("WEBGL_lose_context")?.loseContext()}}catch{r=!1}return r}()?"waiting":"fallback"),u=(0,i.useRef)(t);u.current=t;let d=(0,i.useRef)(n);d.current=n;let p=(0,i.useRef)(null),m="fallback"!==o;return(0,i.useEffect)(()=>{var t;let n,i,r,a=s.current;if(!m||!a)return;let o=!1,h=null,f=()=>{o||(o=!0,h?.destroy(),h=null,p.current=null,c("fallback"))},g=(t=()=>{o||(c("loading"),l[e]().then(e=>{if(o)return;let t=Object.fromEntries(Object.keys(d.current).map(e=>[e,function(){for(var t=arguments.length,n=Array(t),i=0;i<t;i++)n[i]=arguments[i];let r=d.current[e];"function"==typeof r&&r(...n)}]));p.current=h=e(a,u.current,{...t,onReady:()=>{o||c("ready")},onFallback:f})},f))},n=0,i=0,r=requestAnimationFrame(()=>{"function"==typeof requestIdleCallback?n=requestIdleCallback(t,{timeout:500}):i=setTimeout(t,50)}),()=>{cancelAnimationFrame(r),n&&cancelIdleCallback(n),i&&clearTimeout(i)});return()=>{o=!0,g(),h?.destroy(),h=null,p.current=null}},[e,m]),(0,i.useEffect)(()=>{p.current?.update(t)},[t]),{hostRef:s,status:o}}},QK(e,t,n){var i=n("u"),r=n("mc"),l=n("jb"),a=n("H4");n.d(t,{},{u:function(){var e;let t=(0,r.tz)(),n=(e=(0,a.vT)().data?.bankAccount,e?.currency==="LAK"?"LAK":"BAHT"),s=(0,i.useCallback)(e=>t.formatMessage({id:"money.amount"},{amount:(0,l.ej)(e),currency:n}),[t,n]);return(0,i.useMemo)(()=>({currency:n,format:s,unit:t.formatMessage({id:"money.unit"},{currency:n})}),[n,s,t])}})},Z5(e,t,n){n.d(t,{k:()=>f});var i=n("u"),r=n("M"),l=n("qk"),a=n("nJ"),s=n("mH"),o=n("TD"),c=n("Mj"),u=n("k"),d=n("mN"),p=n("ur"),m=n("ww");let h=["KBANK","WW","PAYTIMZ"];function f(){let e=(0,m.T)();return(0,i.useMemo)(()=>{async function t(t,n){let i=arguments.length>2&&void 0!==arguments[2]&&arguments[2],r=await t;return(r.ok||i)&&await e(n),r}let n=[r.o.wallet],i=h.map(l.r.state),m=[r.o.wallet,a.w.list],f=[s.n.active,s.n.list,r.o.wallet,a.w.list,o.v.check],g=[c.g.setup,c.g.coupons,r.o.wallet];return{activateGame:e=>t(r.y.activate(e),n),resetGamePassword:e=>t(r.y.resetPassword(e),[r.o.credentials(e)]),transfer:e=>t(r.y.transfer(e),n,!0),transferAll:e=>t(r.y.transferAll(e),n,!0),editBankName:e=>t(u.i.updateBankAccountName(e),[r.o.wallet,u.I.profile]),updateProfile:e=>t(u.i.updateProfile(e),[u.I.profile,r.o.wallet]),changePassword:e=>t(u.i.changePassword(e),[]),activateBonus:e=>t(s.G.activate(e),f,!0),clearBonus:()=>t(s.G.clear(),f,!0),activatePromotion:e=>t(d.U.activate(e),f,!0),receiveInviteBonus:()=>t(p.C_.receiveBonus(),[r.o.wallet,p.Qp.list]),receiveRefund:()=>t(o.N.receive(),[r.o.wallet,o.v.check,o.v.list]),refundToWallet:()=>t(o.N.addWallet(),[r.o.wallet,o.v.check,o.v.list]),withdrawAll:e=>t(r.y.withdrawAll({amount:e}),m,!0),deposit:e=>t(r.y.add({amount:e}),m),sendWalletLink:async(e,n)=>t(r.y.truelink({link:await async function(e,t){let n,i=await crypto.subtle.importKey("spki",(n=e.replace(/-----(BEGIN|END) PUBLIC KEY-----/g,"").replace(/\s+/g,""),Uint8Array.from(atob(n),e=>e.charCodeAt(0))),{name:"RSA-OAEP",hash:"SHA-256"},!1,["encrypt"]);var r=await crypto.subtle.encrypt({name:"RSA-OAEP"},i,new TextEncoder().encode(t));let l="";for(let e of new Uint8Array(r))l+=String.fromCharCode(e);return btoa(l)}(n,e)}),m),uploadSlip:(e,n)=>t(r.y.slip(e,n),[a.w.slips,a.w.list]),createQr:(e,n)=>t(l.x.create(e,n),i,!0),cancelQr:e=>t(l.x.cancel(e),i,!0),spin:async()=>{let t=await c.c.spin();return t.ok&&e(g),t},claimCoupon:e=>t(c.c.claim(e),[...g,a.w.list])}},[e])}},LZ(e,t,n){n.r(t),n.d(t,{SpinScreen:()=>P});var i=n("w"),r=n("a"),l=n("A"),a=n("u"),s=n("mc"),o=n("fg");function c(){return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches===!0}var u=n("vM"),d=n("Q"),p=n("i"),m=n("QK"),h=n("gR"),f=n("Z5"),g=n("H4"),b=n("jb"),w=n("N"),v=n("yr"),x=n("zT"),y=n("lW");function A(e){let{coupon:t,onClose:n}=e,l=(0,s.tz)(),o=(0,m.u)(),c=(0,g.vT)(),{claimCoupon:d}=(0,f.k)(),p=(0,w.s)(),A=(0,h.b)(),[Y,M]=(0,a.useState)(!1),[k,$]=(0,a.useState)(null),C=(0,a.useRef)(null),{run:z,busy:H}=(0,y.y)(async()=>{let e=await d(t._id);if(e.ok&&!0===e.data.success)return void $(Date.now());let n=e.ok?l.formatMessage({id:"error.unknown"}):A(e.error);await p.error(l.formatMessage({id:"spin.claim.failedTitle"}),n)});(0,a.useEffect)(()=>()=>{C.current&&clearTimeout(C.current)},[]);let S=Y||H,E=o.format(t.amount);return(0,i.Y)(v.a,{open:!0,size:"sm",title:l.formatMessage({id:"spin.claim.title"}),dismissible:!S,onClose:()=>n(null!==k),children:null!==k?(0,i.Y)(x.T,{title:(0,i.Y)(s.sA,{id:"spin.claim.done"}),lines:[{label:(0,i.Y)(s.sA,{id:"receipt.from"}),value:l.formatMessage({id:"spin.claim.from"},{prize:t.prize.name})},{label:(0,i.Y)(s.sA,{id:"receipt.to"}),value:(0,i.Y)(s.sA,{id:"receipt.mainWallet"})},{label:(0,i.Y)(s.sA,{id:"receipt.amount"}),value:E},{label:(0,i.Y)(s.sA,{id:"receipt.time"}),value:(0,b.r6)(k)}],balances:c.data?[{label:(0,i.Y)(s.sA,{id:"receipt.mainWallet"}),value:o.format(c.data.wallet.amount)}]:void 0,onDone:()=>n(!0)}):(0,i.FD)("div",{css:(0,r.AH)`display: grid; gap: 16px;`,children:[(0,i.Y)("p",{css:(0,r.AH)`margin: 0;`,children:l.formatMessage({id:"spin.claim.question"},{prize:t.prize.name,amount:E})}),(0,i.FD)("div",{css:(0,r.AH)`display: flex; gap: 8px; justify-content: flex-end;`,children:[(0,i.Y)(u.$,{variant:"secondary",disabled:S,onClick:()=>n(!1),children:(0,i.Y)(s.sA,{id:"ui.cancel"})}),(0,i.Y)(u.$,{loading:S,onClick:()=>{H||null!==k||(C.current&&clearTimeout(C.current),M(!0),C.current=setTimeout(()=>{C.current=null,M(!1),z()},500))},"data-autofocus":!0,children:(0,i.Y)(s.sA,{id:"spin.claim.confirm"})})]})]})})}var Y=n("WR"),M=n("jy");function k(e){let{coupons:t,failed:n,loading:o,sliceLabel:c,onRetry:d,onClaim:p}=e,h=(0,l.u)(),f=(0,s.tz)(),g=(0,m.u)(),b=(0,a.useId)(),[w,v]=(0,a.useState)(1),x=t?.length??0,y=Math.min(w,Math.max(1,Math.ceil(x/3))),A=t?.slice((y-1)*3,3*y),k=f.formatMessage({id:"spin.coupons.title"}),$=[{key:"prize",header:(0,i.Y)(s.sA,{id:"spin.coupons.prize"}),cell:e=>e.prize.name},{key:"slice",header:(0,i.Y)(s.sA,{id:"spin.coupons.slice"}),cell:e=>c(e.prize.slice)},{key:"amount",header:(0,i.Y)(s.sA,{id:"spin.coupons.amount",values:{unit:g.unit}}),cell:e=>g.format(e.amount),align:"end"},{key:"claim",header:(0,i.Y)("span",{className:"visually-hidden",children:f.formatMessage({id:"spin.coupons.claim"})}),cell:e=>(0,i.Y)(u.$,{"aria-label":f.formatMessage({id:"spin.coupons.claimName"},{prize:e.prize.name}),onClick:()=>p(e),children:(0,i.Y)(s.sA,{id:"spin.coupons.claim"})}),align:"end"}];return(0,i.FD)("section",{"aria-labelledby":b,css:(0,r.AH)`margin-top: 24px;`,children:[(0,i.Y)("h2",{id:b,css:(0,r.AH)`margin: 0 0 6px; font-size: 16px;`,children:k}),n&&!t?(0,i.FD)("div",{css:(0,r.AH)`display: flex; align-items: center; gap: 12px; flex-wrap: wrap;`,children:[(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${h.textMuted};`,children:(0,i.Y)(s.sA,{id:"spin.coupons.loadFailed"})}),(0,i.Y)(u.$,{variant:"secondary",onClick:d,children:(0,i.Y)(s.sA,{id:"ui.retry"})})]}):(0,i.FD)("div",{css:(0,r.AH)`min-height: ${227}px;`,children:[(0,i.Y)(M.X,{caption:k,columns:$,rows:A,rowKey:e=>e._id,loading:o,empty:(0,i.Y)(s.sA,{id:"spin.coupons.empty"})}),(0,i.Y)(Y.d,{page:y,total:x,pageSize:3,onChange:v,label:f.formatMessage({id:"spin.coupons.pages"})})]})]})}var $=n("t2");function C(e){let{slice:t,onClose:n}=e,r=(0,s.tz)();return(0,i.Y)(v.a,{open:!0,size:"sm",onClose:n,title:r.formatMessage({id:"spin.prize.title"},{label:t.label}),footer:(0,i.Y)(u.$,{onClick:n,"data-autofocus":!0,children:(0,i.Y)(s.sA,{id:"ui.ok"})}),children:(0,i.Y)($.V,{html:t.htmlDescription})})}var z=n("VH"),H=n("Mj"),S=n("S"),E=n("OM"),F=n("WB"),T=n("R7");function R(e){var t;let n,o,c,{wheel:u,size:d,coins:p,spinner:m,spinning:h,announcement:f,onSpin:g}=e,b=(0,l.u)(),w=(0,s.tz)(),v=(0,a.useId)(),x=Math.round(Math.min(96,Math.max(64,.28*d))),y=(0,a.useMemo)(()=>({slices:u.slices.map(e=>{let{code:t,label:n,bgColor:i,textColor:r}=e;return{code:t,label:n,bgColor:i,textColor:r}}),size:d,hub:x/2+2,fontFamily:b.fontFamily,rimColour:b.accent,highlightColour:"#ffffff",spinner:m}),[u.slices,d,x,b,m]),{hostRef:A,status:Y}=(0,E.g)("wheel",y,{}),M=(t="ready"!==Y,n=(0,a.useRef)(null),o=(0,a.useRef)(null),(c=(0,a.useRef)(y)).current=y,(0,a.useEffect)(()=>{let e=n.current;if(!t||!e)return;let i=function(e,t){let n=t,i=!1,r=document.createElement("canvas");r.setAttribute("aria-hidden","true"),r.style.display="block";let l=document.createElement("canvas"),a=document.createElement("canvas"),s="",o=(0,F.Z)(),c=null;function u(){let e=arguments.length>0&&void 0!==arguments[0]&&arguments[0];o=(0,F.Z)();let t=(0,T.FJ)(n,o);(t!==s||e)&&(s=t,(0,T.DM)(l,n,o),c=null)}function d(){if(i)return;let{size:t,spinner:s}=n,u=s.highlight;u!==c&&(c=u,null!==u&&(0,T.NM)(a,n,o,u));let d=Math.max(1,Math.ceil(t*o));r.width!==d&&(r.width=d),r.height!==d&&(r.height=d),r.style.width!==`${t}px`&&(r.style.width=`${t}px`,r.style.height=`${t}px`);let p=r.getContext("2d");p&&(p.setTransform(1,0,0,1,0,0),p.clearRect(0,0,d,d),p.translate(d/2,d/2),p.rotate(s.angle),p.drawImage(l,-d/2,-d/2,d,d),null!==u&&p.drawImage(a,-d/2,-d/2,d,d)),(0,T.kk)(e,s,n)}e.appendChild(r),u(),d();let p=n.spinner.subscribe(d);return(0,T.V0)(n).then(()=>{i||(u(!0),d())}),{update(e){e.spinner!==n.spinner&&(p(),p=e.spinner.subscribe(d)),n=e,u(),d()},destroy(){if(!i)for(let t of(i=!0,p(),r.remove(),(0,T.vw)(e),[r,l,a]))t.width=0,t.height=0}}}(e,c.current);return o.current=i,()=>{i.destroy(),o.current=null}},[t]),(0,a.useEffect)(()=>{o.current?.update(y)},[y]),n),k=p<=0;return(0,i.FD)("section",{"aria-labelledby":v,children:[(0,i.Y)("h2",{id:v,css:(0,r.AH)`margin: 0 0 12px; font-size: 17px; text-align: center;`,children:u.name}),(0,i.FD)("div",{"data-scene":Y,css:(0,r.AH)`
          position: relative;
          width: ${d}px;
          height: ${d}px;
          margin: 0 auto;
        `,children:["fallback"!==Y?(0,i.Y)("div",{ref:A,"data-wheel":"pixi","aria-hidden":"true",css:D}):null,"ready"!==Y?(0,i.Y)("div",{ref:M,"data-wheel":"flat","aria-hidden":"true",css:D}):null,(0,i.Y)("span",{"aria-hidden":"true",css:(0,r.AH)`
            position: absolute;
            top: -8px;
            left: 50%;
            transform: translateX(-50%);
            width: 0;
            height: 0;
            border-left: 13px solid transparent;
            border-right: 13px solid transparent;
            border-top: 26px solid ${b.text};
            filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.5));
          `}),(0,i.FD)("button",{type:"button","aria-label":w.formatMessage({id:"spin.button"},{coins:p}),"aria-disabled":h||void 0,disabled:k,onClick:()=>{h||k||g()},css:(0,r.AH)`
            position: absolute;
            top: 50%;
            left: 50%;
            width: ${x}px;
            height: ${x}px;
            margin: ${-x/2}px 0 0 ${-x/2}px;
            display: grid;
            place-content: center;
            gap: 2px;
            border-radius: 50%;
            border: 4px solid ${b.accent};
            background: ${b.primary};
            color: ${b.onPrimary};
            box-shadow: 0 2px 8px rgb(0 0 0 / 0.45);
            font: inherit;
            cursor: pointer;
            touch-action: manipulation;
            &[aria-disabled='true'] {
              cursor: progress;
            }
            &:disabled {
              cursor: not-allowed;
              background: ${b.surfaceAlt};
              color: ${b.text};
            }
            &:focus-visible {
              outline: 3px solid ${b.text};
              outline-offset: 3px;
            }
          `,children:[(0,i.Y)("span",{css:(0,r.AH)`font-size: 18px; font-weight: 700; line-height: 1.1;`,children:w.formatMessage({id:"spin.buttonText"})}),(0,i.Y)("span",{css:(0,r.AH)`font-size: 12px; line-height: 1.1;`,children:w.formatMessage({id:"spin.coins"},{coins:p})})]})]}),(0,i.Y)("ul",{className:"visually-hidden","aria-label":w.formatMessage({id:"spin.slices"},{name:u.name}),children:u.slices.map((e,t)=>(0,i.Y)("li",{children:e.label},t))}),(0,i.Y)("p",{role:"status",css:(0,r.AH)`
          min-height: 1.5em;
          margin: 12px 0 0;
          text-align: center;
          color: ${b.textMuted};
        `,children:f||(k?w.formatMessage({id:"spin.noCoins"}):"")})]})}let D=(0,r.AH)`
  position: absolute;
  inset: 0;
  user-select: none;
  -webkit-user-select: none;
`;function I(e){return Math.floor(Math.min(350,.85*e))}function P(){let e,t=(0,z.u)(H.g.setup,()=>(0,S.oA)(H.c.setup())),n=(0,z.u)(H.g.coupons,()=>(0,S.oA)(H.c.coupons())),r=function(){let[e]=(0,a.useState)(()=>(function(e){let{reducedMotion:t,highlightMs:n=1500,now:i=()=>performance.now(),requestFrame:r=e=>requestAnimationFrame(e),cancelFrame:l=e=>cancelAnimationFrame(e)}=e,a=(0,o.ev)((0,o.wE)(1)),s=(0,o.wE)(1),c="idle",u=null,d=0,p=0,m=null,h=null,f=new Set,g=()=>{for(let e of[...f])e()};function b(){m&&clearTimeout(m),m=null,u=null}function w(e){p&&l(p),p=0,a=(0,o.ev)(s),c="idle",null!==e&&(d+=1,u=e,m=setTimeout(()=>{m=null,u=null,g()},n));let t=h;h=null,g(),t?.()}let v=null;function x(){p=0;let e=i();s=(0,o.er)(a,e);let t=(0,o.UT)(a);if(null!==t&&e>=t){s=(0,o.MS)(a,e),w(v);return}g(),p=r(x)}function y(){return new Promise(e=>{let t=h;h=()=>{t?.(),e()}})}return{get angle(){return s},get phase(){return c},get highlight(){return u},get landings(){return d},start:()=>"idle"===c&&((b(),v=null,t())?(c="waiting",g()):(a=(0,o.a2)(s,i()),c="turning",g(),p=r(x)),!0),land(e,n){if("idle"===c||"landing"===c||"stopping"===c)return Promise.resolve();let r=y();return(v=e,"waiting"===c||t())?(s=(0,o.JB)(s,e,n),w(e)):(a=(0,o.c3)(a,e,n,i()),c="landing",g()),r},stop(){if("idle"===c)return Promise.resolve();if("landing"===c||"stopping"===c)return y();let e=y();return(v=null,"waiting"===c||t())?w(null):(a=(0,o.qU)(a,i()),c="stopping",g(),p||(p=r(x))),e},subscribe:e=>(f.add(e),()=>f.delete(e)),reset(e){"idle"===c&&(b(),s=(0,o.wE)(e),a=(0,o.ev)(s),g())},halt(){p&&l(p),p=0,b(),a=(0,o.ev)(s),c="idle";let e=h;h=null,e?.()}}})({reducedMotion:c}));return(0,a.useEffect)(()=>()=>e.halt(),[e]),e}(),l=function(){let[e,t]=(0,a.useState)(()=>I(window.innerWidth));return(0,a.useEffect)(()=>{let e=null,n=()=>{e&&clearTimeout(e),e=setTimeout(()=>{e=null,t(I(window.innerWidth))},500)};return window.addEventListener("resize",n),()=>{window.removeEventListener("resize",n),e&&clearTimeout(e)}},[]),e}(),[u,p]=(0,a.useState)(null),m=t.mutate,g=n.mutate,b=(0,a.useCallback)(()=>Promise.all([m(),g()]),[m,g]),v=function(e){let t,n,{spinner:i,reload:r}=e,l=(0,s.tz)(),{spin:o}=(0,f.k)(),c=(0,w.s)(),u=(0,h.b)(),d=(t=(0,s.tz)(),n=(0,h.C)(),(0,a.useCallback)(e=>{if(!e)return t.formatMessage({id:"error.unknown"});let i=`spin.error.${e}`;return i in t.messages?t.formatMessage({id:i}):n(e)},[t,n])),[p,m]=(0,a.useState)(null),[g,b]=(0,a.useState)(null),[v,x]=(0,a.useState)(""),[A,Y]=(0,a.useState)(null),M=(0,a.useRef)(!0);(0,a.useEffect)(()=>(M.current=!0,()=>{M.current=!1}),[]);let k=(0,a.useCallback)(async()=>{await r().catch(()=>void 0),M.current&&(m(null),b(null))},[r]),{run:$,busy:C}=(0,y.y)(async e=>{if(!i.start())return;m(e),x(l.formatMessage({id:"spin.spinning"}));let t=await o();if(!M.current)return;let n=async e=>{await i.stop(),M.current&&(x(""),await c.error(l.formatMessage({id:"spin.failedTitle"}),e),M.current&&await k())};if(!t.ok)return n(u(t.error));let{success:r,error:a,result:s}=t.data;if(!r||!s)return n(d(a));b(s.remainingCoin);let p=e.slices.findIndex(e=>e.code===s.code),h=e.slices[p];if(!h)return n(l.formatMessage({id:"spin.error.unknownSlice"}));await i.land(p,e.slices.length),M.current&&(x(l.formatMessage({id:"spin.stoppedOn"},{label:h.label})),await new Promise(e=>setTimeout(e,600)),M.current&&Y(h))});return{spin:e=>void $(e),spinning:C,spun:p,remaining:g,announcement:v,prize:A,closePrize:(0,a.useCallback)(()=>{Y(null),k()},[k])}}({spinner:r,reload:b}),x=t.data?.result.activeSpinwheel??null,Y=v.spun??x,M=v.remaining??t.data?.result.userCoin??0,$=Y?.slices.length??0;return(0,a.useEffect)(()=>{$>0&&r.reset($)},[r,$]),e=Y?(0,i.Y)(R,{wheel:Y,size:l,coins:M,spinner:r,spinning:v.spinning,announcement:v.announcement,onSpin:()=>{M>0&&!v.spinning&&v.spin(Y)}}):t.data?(0,i.Y)(W,{size:l,onRetry:()=>void m(),children:(0,i.Y)(s.sA,{id:"spin.noWheel"})}):t.error?(0,i.Y)(W,{size:l,onRetry:()=>void m(),alert:!0,children:(0,i.Y)(s.sA,{id:"spin.loadFailed"})}):(0,i.Y)(N,{size:l}),(0,i.FD)(d.Y,{title:(0,i.Y)(s.sA,{id:"spin.title"}),children:[e,(0,i.Y)(k,{coupons:n.data?.result,failed:!!n.error,loading:n.isLoading,sliceLabel:e=>Y?.slices.find(t=>t.code===e)?.label??e,onRetry:()=>void g(),onClaim:p}),v.prize?(0,i.Y)(C,{slice:v.prize,onClose:v.closePrize}):null,u?(0,i.Y)(A,{coupon:u,onClose:()=>{p(null),b()}}):null]})}function N(e){let{size:t}=e,n=(0,s.tz)();return(0,i.Y)("div",{css:(0,r.AH)`min-height: ${t+80}px; display: grid; place-items: center;`,children:(0,i.Y)(p.y,{label:n.formatMessage({id:"spin.loading"}),size:32})})}function W(e){let{size:t,onRetry:n,alert:a=!1,children:o}=e,c=(0,l.u)();return(0,i.FD)("div",{css:(0,r.AH)`
        min-height: ${t+80}px;
        display: grid;
        place-content: center;
        justify-items: center;
        gap: 12px;
        text-align: center;
      `,children:[(0,i.Y)("p",{role:a?"alert":void 0,css:(0,r.AH)`margin: 0; color: ${c.text};`,children:o}),(0,i.Y)(u.$,{variant:"secondary",onClick:n,children:(0,i.Y)(s.sA,{id:"ui.retry"})})]})}},jb(e,t,n){var i=n("Z");let r=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function l(e){return String(e).padStart(2,"0")}function a(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${l(t.getDate())}/${l(t.getMonth()+1)}/${t.getFullYear()} ${l(t.getHours())}:${l(t.getMinutes())}:${l(t.getSeconds())}`}let s=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];n.d(t,{},{Yq:function(e){return a(e).slice(0,10)},ak:function(e,t,n){let r=(0,i.uE)(n);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(r).length)return new Intl.DateTimeFormat(r,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:l,unit:a}=function(e,t){let n=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of s)if(n>=t)return{value:Math.floor(n/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(r,{numeric:"always"}).format(-l,a)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),n=Math.sign(e)*t/100;return r.format(Object.is(n,-0)?0:n)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:a,zt:function(e,t){let n=Math.max(0,Math.ceil((e-t)/1e3));return`${l(Math.floor(n/60))}:${l(n%60)}`}})},WR(e,t,n){n.d(t,{d:()=>s});var i=n("w"),r=n("A"),l=n("a"),a=n("mc");function s(e){let{page:t,total:n,pageSize:s,onChange:o,label:c}=e,u=(0,r.u)(),d=(0,a.tz)(),p=n>0?Math.ceil(n/s):0;if(p<=1)return null;let m=e=>(0,l.AH)`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${e?u.primary:u.border};
    background: ${e?u.primary:u.surfaceAlt};
    color: ${e?u.onPrimary:u.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;return(0,i.Y)("nav",{"aria-label":c??d.formatMessage({id:"ui.pagination"}),children:(0,i.FD)("ul",{css:(0,l.AH)`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `,children:[(0,i.Y)("li",{children:(0,i.Y)("button",{type:"button",css:m(!1),disabled:t<=1,onClick:()=>o(t-1),"aria-label":d.formatMessage({id:"ui.previousPage"}),children:"‹"})}),(function(e,t){let n=arguments.length>2&&void 0!==arguments[2]?arguments[2]:3,i=arguments.length>3&&void 0!==arguments[3]?arguments[3]:1;if(t<=0)return[];let r=Math.min(Math.max(1,e),t),l=Math.max(1,r-n),a=Math.min(t,r+i),s=[];l>1&&(s.push(1),l>2&&s.push("gap"));for(let e=l;e<=a;e++)s.push(e);return a<t&&(a<t-1&&s.push("gap"),s.push(t)),s})(t,p).map((e,n)=>"gap"===e?(0,i.Y)("li",{"aria-hidden":!0,css:(0,l.AH)`align-self: center;`,children:"…"},`gap-${n}`):(0,i.Y)("li",{children:(0,i.Y)("button",{type:"button",css:m(e===t),"aria-current":e===t?"page":void 0,"aria-label":d.formatMessage({id:"ui.page"},{page:e}),onClick:()=>o(e),children:e})},e)),(0,i.Y)("li",{children:(0,i.Y)("button",{type:"button",css:m(!1),disabled:t>=p,onClick:()=>o(t+1),"aria-label":d.formatMessage({id:"ui.nextPage"}),children:"›"})})]})})}},zT(e,t,n){var i=n("w"),r=n("A"),l=n("a"),a=n("u"),s=n("mc"),o=n("vM"),c=n("Y"),u=n("i");n.d(t,{},{T:function(e){let{title:t,lines:n,balances:d,onDone:p}=e,m=(0,r.u)(),h=(0,s.tz)(),f=(0,a.useId)(),g=(0,a.useRef)(null);(0,a.useEffect)(()=>g.current?.focus(),[]);let b=(0,l.AH)`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
    dt {
      color: ${m.textMuted};
    }
    dd {
      margin: 0;
      text-align: end;
      font-variant-numeric: tabular-nums;
      overflow-wrap: break-word;
    }
  `,w=e=>e.map((e,t)=>(0,i.FD)("div",{css:(0,l.AH)`display: contents;`,children:[(0,i.Y)("dt",{children:e.label}),(0,i.Y)("dd",{children:e.value})]},t));return(0,i.FD)("section",{"aria-labelledby":f,css:(0,l.AH)`display: grid; gap: 14px;`,children:[(0,i.FD)("div",{css:(0,l.AH)`display: flex; align-items: center; gap: 10px;`,children:[(0,i.Y)("span",{"aria-hidden":!0,css:(0,l.AH)`
            display: grid;
            place-items: center;
            width: 36px;
            height: 36px;
            border-radius: 50%;
            border: 2px solid ${m.success};
            color: ${m.success};
          `,children:(0,i.Y)(c.Sr,{size:20})}),(0,i.Y)("h3",{id:f,ref:g,tabIndex:-1,css:(0,l.AH)`margin: 0; font-size: 18px; outline: none;`,children:t})]}),(0,i.Y)("dl",{css:b,children:w(n)}),(0,i.FD)("div",{css:(0,l.AH)`
          padding: 10px 12px;
          border-radius: ${m.radius};
          background: ${m.surfaceAlt};
          min-height: 64px;
        `,children:[(0,i.Y)("p",{css:(0,l.AH)`margin: 0 0 6px; font-weight: 600;`,children:(0,i.Y)(s.sA,{id:"receipt.balances"})}),d?(0,i.Y)("dl",{css:b,children:w(d)}):(0,i.Y)(u.y,{size:18,label:h.formatMessage({id:"receipt.updating"})})]}),(0,i.Y)(o.$,{block:!0,onClick:p,children:(0,i.Y)(s.sA,{id:"receipt.done"})})]})}})},jy(e,t,n){var i=n("w"),r=n("A"),l=n("a"),a=n("u"),s=n("mc"),o=n("i"),c=n("XA");n.d(t,{},{X:function(e){let{caption:t,columns:n,rows:u,rowKey:d,loading:p,empty:m}=e,h=(0,r.u)(),f=(0,a.useRef)(null),g=(0,c.k)(f,"x");return(0,i.Y)("div",{ref:f,tabIndex:g?0:void 0,css:(0,l.AH)`overflow-x: auto; position: relative;`,"aria-busy":p||void 0,children:(0,i.FD)("table",{css:(0,l.AH)`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px 6px;
            border-bottom: 1px solid ${h.border};
            white-space: nowrap;
          }
          th {
            color: ${h.textMuted};
            font-weight: 600;
          }
        `,children:[(0,i.Y)("caption",{className:"visually-hidden",children:t}),(0,i.Y)("thead",{children:(0,i.Y)("tr",{children:n.map(e=>(0,i.Y)("th",{scope:"col",style:{textAlign:e.align??"start"},children:e.header},e.key))})}),(0,i.FD)("tbody",{children:[u?.map((e,t)=>(0,i.Y)("tr",{children:n.map(t=>(0,i.Y)("td",{style:{textAlign:t.align??"start"},children:t.cell(e)},t.key))},d(e,t))),u&&0===u.length&&!p?(0,i.Y)("tr",{children:(0,i.Y)("td",{colSpan:n.length,css:(0,l.AH)`text-align: center; color: ${h.textMuted};`,children:m??(0,i.Y)(s.sA,{id:"ui.empty"})})}):null,p&&!u?(0,i.Y)("tr",{children:(0,i.Y)("td",{colSpan:n.length,css:(0,l.AH)`text-align: center;`,children:(0,i.Y)(o.y,{})})}):null]})]})})}})}}]);
//# sourceMappingURL=xa.c1f91111fb.js.map