"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["yj"],{mN(e,t,a){var i=a("S");function n(e){return e.trim().toUpperCase()}a.d(t,{},{J:n,U:{current:()=>(0,i.Jt)("/api/promotion/current"),find:e=>(0,i.Jt)(`/api/promotion/find/${encodeURIComponent(n(e))}`),activate:e=>(0,i.Jt)(`/api/promotion/activate/${encodeURIComponent(n(e))}`)}})},qk(e,t,a){var i=a("S");let n={state:e=>`/api/qrcode/${e}`};a.d(t,{},{r:n,x:{state:e=>(0,i.Jt)(n.state(e)),create:(e,t)=>(0,i.bE)(n.state(e),{amount:t}),cancel:e=>(0,i.yH)(`/api/qrcode/${encodeURIComponent(e)}`)}})},nJ(e,t,a){var i=a("S");let n={list:"/api/statement",slips:"/api/statement/slip"};a.d(t,{},{k:{list:e=>(0,i.bE)(n.list,e),slips:e=>(0,i.bE)(n.slips,e),slipReference:e=>(0,i.Jt)(`/api/statement/slip/reference/${encodeURIComponent(e)}`)},w:n})},QK(e,t,a){var i=a("u"),n=a("mc"),r=a("jb"),o=a("H4");a.d(t,{},{u:function(){var e;let t=(0,n.tz)(),a=(e=(0,o.vT)().data?.bankAccount,e?.currency==="LAK"?"LAK":"BAHT"),s=(0,i.useCallback)(e=>t.formatMessage({id:"money.amount"},{amount:(0,r.ej)(e),currency:a}),[t,a]);return(0,i.useMemo)(()=>({currency:a,format:s,unit:t.formatMessage({id:"money.unit"},{currency:a})}),[a,s,t])}})},Z5(e,t,a){a.d(t,{k:()=>h});var i=a("u"),n=a("M"),r=a("qk"),o=a("nJ"),s=a("mH"),l=a("TD"),c=a("Mj"),d=a("k"),u=a("mN"),p=a("ur"),m=a("ww");let g=["KBANK","WW","PAYTIMZ"];function h(){let e=(0,m.T)();return(0,i.useMemo)(()=>{async function t(t,a){let i=arguments.length>2&&void 0!==arguments[2]&&arguments[2],n=await t;return(n.ok||i)&&await e(a),n}let a=[n.o.wallet],i=g.map(r.r.state),m=[n.o.wallet,o.w.list],h=[s.n.active,s.n.list,n.o.wallet,o.w.list,l.v.check],f=[c.g.setup,c.g.coupons,n.o.wallet];return{activateGame:e=>t(n.y.activate(e),a),resetGamePassword:e=>t(n.y.resetPassword(e),[n.o.credentials(e)]),transfer:e=>t(n.y.transfer(e),a,!0),transferAll:e=>t(n.y.transferAll(e),a,!0),editBankName:e=>t(d.i.updateBankAccountName(e),[n.o.wallet,d.I.profile]),updateProfile:e=>t(d.i.updateProfile(e),[d.I.profile,n.o.wallet]),changePassword:e=>t(d.i.changePassword(e),[]),activateBonus:e=>t(s.G.activate(e),h,!0),clearBonus:()=>t(s.G.clear(),h,!0),activatePromotion:e=>t(u.U.activate(e),h,!0),receiveInviteBonus:()=>t(p.C_.receiveBonus(),[n.o.wallet,p.Qp.list]),receiveRefund:()=>t(l.N.receive(),[n.o.wallet,l.v.check,l.v.list]),refundToWallet:()=>t(l.N.addWallet(),[n.o.wallet,l.v.check,l.v.list]),withdrawAll:e=>t(n.y.withdrawAll({amount:e}),m,!0),deposit:e=>t(n.y.add({amount:e}),m),sendWalletLink:async(e,a)=>t(n.y.truelink({link:await async function(e,t){let a,i=await crypto.subtle.importKey("spki",(a=e.replace(/-----(BEGIN|END) PUBLIC KEY-----/g,"").replace(/\s+/g,""),Uint8Array.from(atob(a),e=>e.charCodeAt(0))),{name:"RSA-OAEP",hash:"SHA-256"},!1,["encrypt"]);var n=await crypto.subtle.encrypt({name:"RSA-OAEP"},i,new TextEncoder().encode(t));let r="";for(let e of new Uint8Array(n))r+=String.fromCharCode(e);return btoa(r)}(a,e)}),m),uploadSlip:(e,a)=>t(n.y.slip(e,a),[o.w.slips,o.w.list]),createQr:(e,a)=>t(r.x.create(e,a),i,!0),cancelQr:e=>t(r.x.cancel(e),i,!0),spin:async()=>{let t=await c.c.spin();return t.ok&&e(f),t},claimCoupon:e=>t(c.c.claim(e),[...f,o.w.list])}},[e])}},kv(e,t,a){a.r(t),a.d(t,{BonusScreen:()=>P});var i=a("w"),n=a("A"),r=a("a"),o=a("mc"),s=a("vM"),l=a("Q"),c=a("i"),d=a("u"),u=a("Y");let p=e=>(0,r.AH)`
  display: grid;
  gap: 10px;
  align-content: start;
  min-height: 168px;
  margin-bottom: 20px;
  padding: 14px;
  border-radius: ${e.radius};
  background: ${e.surface};
`;function m(e){let{status:t,onCancel:a,cancelling:l,disabled:c}=e,m=(0,n.u)(),g=(0,d.useId)();return(0,i.FD)("section",{"aria-labelledby":g,css:p(m),children:[(0,i.Y)("h2",{id:g,css:(0,r.AH)`margin: 0; font-size: 16px;`,children:(0,i.Y)(o.sA,{id:"bonus.active.heading"})}),(0,i.FD)("p",{css:(0,r.AH)`
          margin: 0;
          display: flex;
          align-items: center;
          gap: 8px;
          font-weight: 600;
          color: ${m.success};
        `,children:[(0,i.Y)(u.Sr,{size:20}),(0,i.FD)("span",{children:[(0,i.Y)(o.sA,{id:"bonus.active.type",values:{type:t.type??"other"}}),t.code?(0,i.Y)("span",{css:(0,r.AH)`color: ${m.text}; margin-inline-start: 6px;`,children:t.code}):null]})]}),(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${m.textMuted}; font-size: 14px;`,children:(0,i.Y)(o.sA,{id:"bonus.active.note"})}),(0,i.Y)(s.$,{variant:"danger",block:!0,loading:l,disabled:c&&!l,onClick:a,children:(0,i.Y)(o.sA,{id:"bonus.cancel"})})]})}var g=a("ly"),h=a("t2"),f=a("S");let b={available:{id:"bonus.state.available"},current:{id:"bonus.state.current"},received:{id:"bonus.state.received"}};function v(e){var t;let{bonus:a,state:l,counted:c,onActivate:p,activating:m,disabled:g}=e,v=(0,n.u)(),y=(0,d.useId)(),A=a.banners[0],w=(t=A?.image,(0,f.D1)(t)),x="current"===l?v.success:"received"===l?v.textMuted:v.accent;return(0,i.FD)("article",{"aria-labelledby":y,"data-state":l,css:(0,r.AH)`
        position: relative;
        overflow: hidden;
        min-height: ${220}px;
        border-radius: ${v.radius};
        border: 2px solid ${"current"===l?v.success:v.border};
        background: ${v.surfaceAlt};
        color: #fff;
      `,children:[w?(0,i.Y)("img",{src:w,alt:"",loading:"lazy",decoding:"async",css:(0,r.AH)`
            position: absolute;
            inset: 0;
            width: 100%;
            height: 100%;
            object-fit: cover;
            filter: ${"received"===l?"grayscale(1)":"none"};
          `}):null,(0,i.FD)("div",{css:(0,r.AH)`
          position: relative;
          display: grid;
          gap: 8px;
          align-content: end;
          min-height: ${220}px;
          padding: 12px;
          /* The scrim: dark enough behind the text for any banner. */
          background: linear-gradient(to bottom, rgb(0 0 0 / 0.5), rgb(0 0 0 / 0.88) 45%);
          text-shadow: 0 1px 2px rgb(0 0 0 / 0.8);
        `,children:[(0,i.FD)("header",{css:(0,r.AH)`display: flex; align-items: center; gap: 8px;`,children:[(0,i.Y)("h3",{id:y,css:(0,r.AH)`flex: 1; margin: 0; font-size: 16px; overflow-wrap: break-word;`,children:a.code}),(0,i.FD)("span",{css:(0,r.AH)`
              display: inline-flex;
              align-items: center;
              gap: 4px;
              padding: 2px 10px;
              border-radius: 999px;
              background: rgb(0 0 0 / 0.7);
              border: 1px solid ${x};
              color: ${x};
              font-size: 13px;
              font-weight: 700;
              text-shadow: none;
            `,children:["current"===l?(0,i.Y)(u.Sr,{size:16}):null,(0,i.Y)(o.sA,{...b[l]})]})]}),A?.html?(0,i.Y)(h.V,{html:A.html,css:(0,r.AH)`
              font-size: 14px;
              h1, h2, h3, h4 { margin: 0 0 4px; font-size: 15px; }
              p { margin: 0; }
            `}):null,(0,i.Y)("p",{css:(0,r.AH)`margin: 0; font-size: 13px; color: #e5e7eb;`,children:(0,i.Y)(o.sA,{id:"bonus.count",values:{type:a.type,count:c,max:a.maxReceived}})}),(0,i.Y)(s.$,{block:!0,variant:"available"===l?"primary":"secondary",loading:m,disabled:"available"!==l||g&&!m,onClick:p,children:(0,i.Y)(o.sA,{..."available"===l?{id:"bonus.activate"}:b[l]})})]})]})}function y(e,t){return Math.floor((e+6e4*t)/864e5)}function A(e,t){return Math.floor((y(e,t)+3)/7)}function w(e,t,a,i){return t.filter(t=>{var n;return n=Date.parse(t.updatedAt),"day"===e?y(n,i)===y(a,i):"week"!==e||A(n,i)===A(a,i)}).length}var x=a("VH"),Y=a("mH"),k=a("Qt");let $=(0,r.AH)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;function H(e){let t,{onActivate:a,activatingCode:l,disabled:u}=e,p=(0,n.u)(),m=(0,o.tz)(),{utcOffsetMinutes:h}=(0,g.P)(),b=(0,d.useId)(),y=(0,x.u)(Y.n.list,()=>(0,f.oA)(Y.G.list())),A=Date.now();return t=y.data?0===y.data.length?(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${p.textMuted};`,children:(0,i.Y)(o.sA,{id:"bonus.listEmpty"})}):(0,i.Y)("ul",{css:$,children:y.data.map(e=>(0,i.Y)("li",{children:(0,i.Y)(v,{bonus:e,state:function(e,t,a){if(e.userBonus?.isActive)return"current";let i=e.userBonus?.received??[];return w(e.type,i,t,a)>=e.maxReceived?"received":"available"}(e,A,h),counted:w(e.type,e.userBonus?.received??[],A,h),onActivate:()=>a(e),activating:l===e.code,disabled:u})},e.code))}):y.error?(0,i.FD)("div",{role:"alert",css:(0,r.AH)`display: grid; gap: 8px; justify-items: start;`,children:[(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${p.danger};`,children:(0,i.Y)(o.sA,{id:"bonus.listFailed"})}),(0,i.Y)(s.$,{variant:"secondary",loading:y.isValidating,onClick:()=>void y.mutate(),children:(0,i.Y)(o.sA,{id:"ui.retry"})})]}):(0,i.Y)("div",{css:$,children:[0,1].map(e=>(0,i.Y)("div",{css:(0,r.AH)`
              display: grid;
              place-items: center;
              min-height: ${220}px;
              border-radius: ${p.radius};
              background: ${p.surface};
            `,children:0===e?(0,i.Y)(c.y,{label:m.formatMessage({id:"ui.loading"})}):null},e))}),(0,i.FD)("section",{"aria-labelledby":b,children:[(0,i.Y)("h2",{id:b,css:(0,r.AH)`margin: 0 0 10px; font-size: 16px;`,children:(0,i.Y)(o.sA,{id:"bonus.list"})}),t]})}var F=a("mN"),M=a("QK"),C=a("gR"),D=a("nQ"),S=a("lW");function z(e){let{onActivate:t,activating:a,disabled:l}=e,u=(0,n.u)(),m=(0,o.tz)(),g=(0,M.u)(),f=(0,C.b)(),b=(0,d.useId)(),[v,y]=(0,d.useState)(""),[A,w]=(0,d.useState)(!1),[x,Y]=(0,d.useState)({state:"idle"}),k=(0,d.useRef)(""),$=(0,S.y)(async()=>{let e=(0,F.J)(v);if(!e)return void w(!0);k.current=e,Y({state:"searching"});let t=await F.U.find(e);k.current===e&&(t.ok?t.data?Y({state:"found",promotion:t.data}):Y({state:"notFound"}):Y({state:"failed",message:f(t.error)}))});return(0,i.FD)("section",{"aria-labelledby":b,css:p(u),children:[(0,i.Y)("h2",{id:b,css:(0,r.AH)`margin: 0; font-size: 16px;`,children:(0,i.Y)(o.sA,{id:"promotion.heading"})}),(0,i.Y)("form",{noValidate:!0,onSubmit:e=>{e.preventDefault(),$.run()},children:(0,i.Y)(D.D0,{label:(0,i.Y)(o.sA,{id:"promotion.code"}),name:"promotionCode",autoComplete:"off",autoCapitalize:"characters",spellCheck:!1,maxLength:50,value:v,error:A?(0,i.Y)(o.sA,{id:"promotion.required"}):void 0,onChange:e=>{y(e.target.value.toUpperCase()),w(!1),k.current="",Y({state:"idle"})},trailing:(0,i.Y)(s.$,{type:"submit",variant:"secondary",loading:$.busy,children:(0,i.Y)(o.sA,{id:"promotion.search"})})})}),(0,i.FD)("div",{"aria-live":"polite",children:["searching"===x.state?(0,i.FD)("p",{css:(0,r.AH)`margin: 0; display: flex; gap: 8px; align-items: center;`,children:[(0,i.Y)(c.y,{}),(0,i.Y)(o.sA,{id:"promotion.searching"})]}):null,"notFound"===x.state?(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${u.warning}; font-weight: 600;`,children:(0,i.Y)(o.sA,{id:"promotion.notFound"})}):null,"failed"===x.state?(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${u.danger}; font-weight: 600;`,children:x.message}):null]}),"found"===x.state?(0,i.FD)("article",{"aria-label":x.promotion.code,css:(0,r.AH)`
            display: grid;
            gap: 8px;
            padding: 12px;
            border-radius: ${u.radius};
            background: ${u.surfaceAlt};
          `,children:[(0,i.Y)(h.V,{html:x.promotion.description}),(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${u.textMuted}; font-size: 14px;`,children:m.formatMessage({id:"promotion.threshold"},{amount:g.format(x.promotion.percentFail)})}),(0,i.Y)(s.$,{block:!0,loading:a,disabled:l&&!a,onClick:()=>t(x.promotion.code),children:(0,i.Y)(o.sA,{id:"promotion.activate"})})]}):null]})}var I=a("Z5"),N=a("N"),B=a("e");function P(){let e,t=(0,n.u)(),a=(0,o.tz)(),u=(0,x.u)(Y.n.active,()=>(0,f.oA)(Y.G.checkActive())),g=function(){let e=(0,o.tz)(),t=(0,N.s)(),a=(0,B.dj)(),i=(0,C.b)(),n=(0,C.C)(),r=(0,I.k)(),s=(0,x.u)(k.n$.notice,()=>(0,f.oA)(k.lG.notice())),[l,c]=(0,d.useState)(null),u=(t,a)=>e.formatMessage({id:t},a),p=(0,S.y)(async e=>{try{"cancel"===e.kind?await async function(){if(!await t.confirm({title:u("bonus.cancelTitle"),text:u("bonus.cancelText"),confirmLabel:u("bonus.cancel"),cancelLabel:u("bonus.keep"),danger:!0}))return;c({kind:"cancel"});let e=await r.clearBonus();e.ok?a.success(n(e.data.message)):t.error(u("bonus.cancelFailed"),i(e.error))}():"bonus"===e.kind?await async function(e){let a=s.data?.notice??await k.lG.notice().then(e=>e.ok?e.data.notice:void 0);if(!await t.confirm({title:u("bonus.activateTitle",{code:e.code}),text:void 0===a?void 0:(0,k.MP)(a,e.percentFail),confirmLabel:u("bonus.activate")}))return;c({kind:"bonus",bonus:e});let n=await r.activateBonus(e.code);n.ok?t.success(u("bonus.saved")):t.error(u("bonus.activateFailed"),i(n.error))}(e.bonus):await async function(e){c({kind:"promotion",code:e});let a=await r.activatePromotion(e);a.ok?t.success(u("promotion.saved")):t.error(u("promotion.activateFailed"),i(a.error))}(e.code)}finally{c(null)}});return{run:p.run,busy:p.busy,running:l}}(),{running:h}=g;return e=u.data?.status?(0,i.Y)(m,{status:u.data,cancelling:h?.kind==="cancel",disabled:g.busy,onCancel:()=>void g.run({kind:"cancel"})}):u.data?(0,i.Y)(z,{activating:h?.kind==="promotion",disabled:g.busy,onActivate:e=>void g.run({kind:"promotion",code:e})}):u.error?(0,i.FD)("div",{role:"alert",css:p(t),children:[(0,i.Y)("p",{css:(0,r.AH)`margin: 0; color: ${t.danger};`,children:(0,i.Y)(o.sA,{id:"bonus.statusFailed"})}),(0,i.Y)(s.$,{variant:"secondary",loading:u.isValidating,onClick:()=>void u.mutate(),children:(0,i.Y)(o.sA,{id:"ui.retry"})})]}):(0,i.Y)("div",{css:[p(t),(0,r.AH)`place-items: center;`],children:(0,i.Y)(c.y,{label:a.formatMessage({id:"ui.loading"})})}),(0,i.FD)(l.Y,{title:(0,i.Y)(o.sA,{id:"bonus.title"}),children:[e,(0,i.Y)(H,{activatingCode:h?.kind==="bonus"?h.bonus.code:null,disabled:g.busy,onActivate:e=>void g.run({kind:"bonus",bonus:e})})]})}},jb(e,t,a){var i=a("Z");let n=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function r(e){return String(e).padStart(2,"0")}function o(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${r(t.getDate())}/${r(t.getMonth()+1)}/${t.getFullYear()} ${r(t.getHours())}:${r(t.getMinutes())}:${r(t.getSeconds())}`}let s=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];a.d(t,{},{Yq:function(e){return o(e).slice(0,10)},ak:function(e,t,a){let n=(0,i.uE)(a);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(n).length)return new Intl.DateTimeFormat(n,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:r,unit:o}=function(e,t){let a=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of s)if(a>=t)return{value:Math.floor(a/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(n,{numeric:"always"}).format(-r,o)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),a=Math.sign(e)*t/100;return n.format(Object.is(a,-0)?0:a)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:o,zt:function(e,t){let a=Math.max(0,Math.ceil((e-t)/1e3));return`${r(Math.floor(a/60))}:${r(a%60)}`}})}}]);
//# sourceMappingURL=yj.02e1583670.js.map